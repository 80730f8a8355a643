import type { Example, Json } from './fuzzBodies';

/** What the examples point at: real rows, so one bad field is the only thing wrong with a request. */
export interface FuzzFixtures {
  pid: number;
  cid: number;
  submitId: number;
  tagId: number;
  classificationId: number;
  discussionCategoryId: number | undefined;
  /** The fuzzing user's discussion. */
  did: number;
  /** The fuzzing user's comment on that discussion, and their reply to it. */
  commentId: number;
  replyId: number;
  announcementId: number;
  /** A public training (with the problem) and a training category. */
  tid: number;
  trainingCategoryId: number;
  /** The fuzzing user's protected group. */
  gid: number;
  /** A site announcement (the home panel's). */
  siteAnnouncementId: number;
  /** An account the admin examples act on (never the fuzzing user or root). */
  victimUid: string;
  username: string;
  password: string;
  smtpPort: number;
}

const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const language: { [key: string]: Json } = {
  name: 'Fuzz',
  contentType: 'text/x-csrc',
  description: 'A language for the fuzzer',
  sourceFile: 'main.c',
  exeFile: 'main',
  compile: { argv: ['/usr/bin/gcc', 'main.c', '-o', 'main'], cpuMs: 1000, memoryKb: 65_536 },
  run: { argv: ['./main'] },
  limitFactor: 1,
  pids: 1,
  binds: [],
  forCheckers: false,
  seq: 99,
};

/** An FPS file of one problem titled `title` (its other texts are plain). */
const fpsFile = (title: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><fps version="1.2"><item>' +
  `<title><![CDATA[${title}]]></title><time_limit unit="s">1</time_limit>` +
  '<memory_limit unit="mb">128</memory_limit><description><![CDATA[d]]></description>' +
  '<input><![CDATA[i]]></input><output><![CDATA[o]]></output>' +
  '<sample_input><![CDATA[1]]></sample_input><sample_output><![CDATA[1]]></sample_output>' +
  '<test_input><![CDATA[1]]></test_input><test_output><![CDATA[1]]></test_output></item></fps>';

/** A CLICS feed of a contest with one team named `name`. */
const clicsFeed = (name: string) =>
  [
    {
      type: 'contest',
      id: null,
      data: {
        id: 'fuzz',
        name: 'Fuzz Cup',
        start_time: '2020-03-01T09:00:00.000+00:00',
        duration: '1:00:00.000',
        scoreboard_type: 'pass-fail',
        penalty_time: 20,
      },
    },
    { type: 'problems', id: 'fa', data: { id: 'fa', label: 'A', name: 'First', ordinal: 0, time_limit: 2 } },
    { type: 'teams', id: 'x', data: { id: 'x', name } },
  ]
    .map((line) => JSON.stringify(line))
    .join('\n');

/**
 * One valid request per mutating route, keyed "METHOD path" as the routers register it. A route
 * missing here fails the fuzzer: a new route must say what a good request looks like.
 */
export function fuzzExamples(f: FuzzFixtures): Record<string, Example> {
  const lease = { submitId: f.submitId, round: 1, leaseId: 'fuzz-lease' };
  const board = { cid: f.cid, currentPage: 1, limit: 30, removeStar: false, concernedList: [] };
  return {
    'POST /api/login': { body: { username: f.username, password: f.password } },
    'POST /api/check-username-or-email': { body: { username: 'someone', email: 'someone@example.com' } },
    'POST /api/register': {
      body: { username: 'fuzzer', password: 'secret123', email: 'fuzzer@example.com', code: '123456' },
    },
    'POST /api/apply-reset-password': { body: { email: 'x@example.com', captcha: 'abcd', captchaKey: 'k' } },
    'POST /api/reset-password': {
      body: { username: f.username, password: 'secret456', code: 'c'.repeat(32) },
    },
    'POST /api/change-password': {
      body: { oldPassword: f.password, newPassword: 'secret456', captcha: '123456', captchaKey: 'k' },
    },
    'POST /api/change-email': {
      body: {
        password: f.password,
        newEmail: 'new@example.com',
        code: '123456',
        captcha: '123456',
        captchaKey: 'k',
      },
    },
    'POST /api/change-userInfo': { body: { nickname: 'nick', signature: 'hello', gender: 'secrecy' } },
    'POST /api/upload-avatar': { body: {}, upload: { field: 'image' } },
    'PUT /api/admin/user/status': { body: { uid: f.victimUid, status: 0, reason: 'fuzz' } },
    'PUT /api/admin/user/role': { body: { uid: f.victimUid, roleCode: 1002 } },
    'PUT /api/admin/user/edit-user': {
      body: { uid: f.victimUid, nickname: 'nick', realname: 'Real', titleName: 'T', titleColor: '#336699' },
    },
    'DELETE /api/admin/user/delete-user': { query: { ids: 'no-such-user' } },
    'POST /api/admin/user/insert-batch-user': {
      body: { csv: 'username,password\nfuzzimport,secret123\n', mode: 'valid' },
    },
    'POST /api/admin/user/generate-user': {
      body: { prefix: 'fz', suffix: '', numberFrom: 1, numberTo: 1, passwordLength: 6 },
    },
    'PUT /api/admin/switch/update': { body: { openPublicJudge: true, defaultSubmitInterval: 0 } },
    'PUT /api/admin/config/set-web-config': { body: { name: 'Online Judge', register: true } },
    'PUT /api/admin/config/set-email-config': {
      body: {
        host: '127.0.0.1',
        port: f.smtpPort,
        secure: false,
        username: '',
        password: '',
        from: 'judge@example.com',
      },
    },
    'POST /api/admin/config/test-email': { body: { email: 'x@example.com' } },
    'POST /api/get-user-problem-status': { body: { pidList: [f.pid] } },
    'POST /api/admin/problem': {
      body: {
        problem: { problemId: 'FUZZ-1', title: 'Fuzz', auth: 1, checker: null, tags: ['fuzz'] },
        testCases: [{ input: '1 2\n', output: '3\n', score: 0, groupNum: 0 }],
      },
    },
    'PUT /api/admin/problem': { body: { pid: f.pid, problem: { title: 'Fuzzed' } } },
    'DELETE /api/admin/problem': { query: { pid: String(f.pid) } },
    'PUT /api/admin/change-problem-auth': { body: { pid: f.pid, auth: 2 } },
    'PUT /api/admin/change-problem-type': { body: { pid: f.pid, type: 1 } },
    'PUT /api/admin/batch-change-problem': { body: { pids: [f.pid], auth: 2, type: 1 } },
    'POST /api/admin/problem/compile-checker': {
      body: { language: 'C++', code: 'int main(){}', extraFiles: { 'testlib.h': '// empty' } },
    },
    'POST /api/admin/import-icpc-problem': { body: {} },
    'POST /api/admin/import-fps-problem': { body: {}, upload: { field: 'file', file: fpsFile } },
    'POST /api/admin/import-problems': { body: { mode: 'valid' }, upload: { field: 'files', file: fpsFile } },
    'POST /api/admin/import-jobs/:job/restart': { body: {} },
    'POST /api/file/upload-testcase-zip': { body: { pid: f.pid } },
    'POST /api/admin/import-remote-problem': { body: { bank: 'HDU', problemId: '1000' } },
    'POST /api/admin/remote-account': { body: { bank: 'HDU', username: 'fuzz', password: 'fuzz-pass' } },
    'DELETE /api/admin/remote-account': { query: { bank: 'HDU', username: 'fuzz' } },
    'POST /api/admin/tag': { body: { name: 'fuzz-tag', color: '#ff0000', oj: 'ME', tcid: null } },
    'PUT /api/admin/tag': { body: { id: f.tagId, name: 'fuzz-tag-2', tcid: f.classificationId } },
    'DELETE /api/admin/tag': { query: { tid: String(f.tagId) } },
    'POST /api/admin/tag/classification': { body: { name: 'fuzz-class', oj: 'ME', rank: 0 } },
    'PUT /api/admin/tag/classification': { body: { id: f.classificationId, name: 'fuzz-class-2', rank: 1 } },
    'DELETE /api/admin/tag/classification': { query: { tcid: String(f.classificationId) } },
    'POST /api/discussion-category': {
      body: [{ id: f.discussionCategoryId ?? 1, name: 'fuzz' }, { name: 'new' }],
    },
    'POST /api/discussion': {
      body: {
        title: 'Fuzz',
        description: 'd',
        content: 'c',
        categoryId: f.discussionCategoryId ?? 1,
        pid: null,
        topPriority: false,
      },
    },
    'PUT /api/discussion': {
      body: { id: f.did, title: 'Fuzzed', content: 'c', categoryId: f.discussionCategoryId ?? 1 },
    },
    'DELETE /api/discussion': { query: { did: String(f.did) } },
    'POST /api/discussion-report': { body: { did: f.did, content: '#Spam ads# fuzz', reporter: 'x' } },
    'POST /api/register-training': { body: { tid: f.tid, password: 'fuzz' } },
    'POST /api/group': {
      body: {
        name: 'Fuzzed group',
        shortName: 'fuzzd',
        brief: 'Fuzzed brief',
        description: 'Fuzzed',
        auth: 3,
        code: 'abcdef',
      },
    },
    'PUT /api/group': {
      body: { id: f.gid, name: 'Fuzzed name', brief: 'Fuzzed brief', auth: 1, visible: true },
    },
    'DELETE /api/group': { query: { gid: String(f.gid), email: 'fuzz@example.com', code: '123456' } },
    'POST /api/group/disband-code': { body: { gid: f.gid } },
    'POST /api/group/member': { body: { gid: f.gid, reason: 'Fuzz reason', code: 'abcdef' } },
    'PUT /api/group/member': { body: { gid: f.gid, uid: f.victimUid, auth: 3 } },
    'DELETE /api/group/member': { query: { gid: String(f.gid), uid: f.victimUid } },
    'DELETE /api/group/member/exit': { query: { gid: String(f.gid) } },
    'POST /api/file/upload-group-avatar': { body: { gid: String(f.gid) }, upload: { field: 'image' } },
    'GET /api/get-group-rank-list': { query: { gid: String(f.gid), type: 'ACM', keyword: 'u', page: '1' } },
    'GET /api/group/get-submission-list': { query: { gid: String(f.gid), onlyMine: 'true', status: '0' } },
    'POST /api/group/problem': {
      body: {
        gid: f.gid,
        problem: { problemId: 'fuzz-group-1', title: 'Fuzz', auth: 1 },
        testCases: [{ input: '1 2\n', output: '3\n', score: 0, groupNum: 0 }],
      },
    },
    'PUT /api/group/problem': { body: { gid: f.gid, pid: f.pid, problem: { title: 'Fuzzed', auth: 2 } } },
    'DELETE /api/group/problem': { query: { gid: String(f.gid), pid: String(f.pid) } },
    'PUT /api/group/change-problem-auth': { body: { gid: f.gid, pid: f.pid, auth: 1 } },
    'PUT /api/group/apply-public': { body: { gid: f.gid, pid: f.pid, flag: true } },
    'PUT /api/admin/group-problem/change-progress': { body: { pid: f.pid, progress: 2 } },
    'POST /api/group/training': {
      body: { gid: f.gid, rank: 1000, title: 'Fuzz', description: 'd', categoryId: f.trainingCategoryId },
    },
    'PUT /api/group/training': { body: { gid: f.gid, id: f.tid, title: 'Fuzzed', status: true } },
    'DELETE /api/group/training': { query: { gid: String(f.gid), tid: String(f.tid) } },
    'PUT /api/group/change-training-status': { body: { gid: f.gid, id: f.tid, status: false } },
    'POST /api/group/training-problem-from-public': { body: { gid: f.gid, tid: f.tid, problemId: 'fuzz' } },
    'POST /api/group/training-problem-from-group': { body: { gid: f.gid, tid: f.tid, problemId: 'fuzz' } },
    'PUT /api/group/training-problem': { body: { gid: f.gid, tid: f.tid, pids: [f.pid] } },
    'DELETE /api/group/training-problem': {
      query: { gid: String(f.gid), tid: String(f.tid), pid: String(f.pid) },
    },
    'POST /api/group/announcement': { body: { gid: f.gid, title: 'Fuzz', content: 'c', visible: true } },
    'PUT /api/group/announcement': { body: { gid: f.gid, id: 1, title: 'Fuzzed', visible: false } },
    'DELETE /api/group/announcement': { query: { gid: String(f.gid), id: '1' } },
    'POST /api/group/discussion': {
      body: {
        gid: f.gid,
        title: 'Fuzz',
        description: 'd',
        content: 'c',
        categoryId: f.discussionCategoryId ?? 1,
        pid: null,
      },
    },
    'PUT /api/group/discussion': {
      body: { gid: f.gid, id: 1, title: 'Fuzzed', topPriority: true, status: 1 },
    },
    'DELETE /api/group/discussion': { query: { gid: String(f.gid), did: '1' } },
    'POST /api/group/compile-checker': {
      query: { gid: String(f.gid) },
      body: { language: 'C++', code: 'int main(){}', extraFiles: { 'testlib.h': '// empty' } },
    },
    'POST /api/group/upload-testcase-zip': {
      query: { gid: String(f.gid), pid: String(f.pid) },
      body: {},
      upload: { field: 'file' },
    },
    'POST /api/admin/training': {
      body: {
        rank: 1000,
        title: 'Fuzz',
        description: 'd',
        auth: 'Private',
        privatePwd: 'p',
        categoryId: f.trainingCategoryId,
        status: true,
      },
    },
    'PUT /api/admin/training': {
      body: { id: f.tid, title: 'Fuzzed', auth: 'Public', categoryId: f.trainingCategoryId, status: true },
    },
    'PUT /api/admin/training/change-training-status': { body: { id: f.tid, status: true } },
    'DELETE /api/admin/training': { query: { tid: String(f.tid) } },
    'DELETE /api/admin/training/problem': { query: { tid: String(f.tid), pid: String(f.pid) } },
    'DELETE /api/admin/training/category': { query: { id: String(f.trainingCategoryId) } },
    'POST /api/admin/training/problem': { body: { tid: f.tid, problemIds: ['FZ1'] } },
    'PUT /api/admin/training/problem-order': { body: { tid: f.tid, pids: [f.pid] } },
    'PUT /api/admin/training/problem-visibility': { body: { tid: f.tid, pid: f.pid, visible: false } },
    'POST /api/admin/training/category': { body: { name: 'fuzz-tc', color: '#123456' } },
    'PUT /api/admin/training/category': {
      body: { id: f.trainingCategoryId, name: 'fuzz-tc-2', color: '#654321' },
    },
    'PUT /api/admin/discussion': { body: { id: f.did, topPriority: true, status: 1 } },
    'DELETE /api/admin/discussion': { query: { did: String(f.did) } },
    'PUT /api/admin/discussion-report': { body: { did: f.did, reportNo: 1, status: 1 } },
    'POST /api/comment': { body: { did: f.did, cid: null, content: 'Fuzz comment' } },
    'DELETE /api/comment': { query: { id: String(f.commentId) } },
    'POST /api/reply': {
      body: {
        reply: { commentId: f.commentId, content: 'Fuzz reply' },
        did: f.did,
        quoteId: f.replyId,
        quoteType: 'Reply',
      },
    },
    'DELETE /api/reply': { query: { id: String(f.replyId) } },
    'POST /api/admin/home-carousel': { body: {}, upload: { field: 'image' } },
    'DELETE /api/admin/home-carousel': { query: { id: '1' } },
    'POST /api/file/upload-md-img': { body: { gid: '1' }, upload: { field: 'image' } },
    'POST /api/file/upload-md-file': { body: { gid: '1' }, upload: { field: 'file' } },
    'GET /api/file/delete-md-img': { query: { fileId: '1' } },
    'PUT /api/admin/home-exams': { body: { exams: [{ name: 'NOIP 2025', date: '2025-11-29' }] } },
    'DELETE /api/msg/clean': { query: { type: 'Mine', id: '1' } },
    'POST /api/admin/announcement': { body: { title: 'Fuzz', content: 'News', status: 0 } },
    'PUT /api/admin/announcement': {
      body: { id: f.siteAnnouncementId, title: 'Fuzzed', content: 'More news', status: 1 },
    },
    'DELETE /api/admin/announcement': { query: { aid: String(f.siteAnnouncementId) } },
    'POST /api/admin/msg/notice': {
      body: { title: 'Fuzz', content: 'Notice', type: 'users', recipients: [f.username] },
    },
    'POST /api/submit-problem-judge': { body: { pid: f.pid, language: 'C++', code: 'int main(){}', cid: 0 } },
    'POST /api/check-submissions-status': { body: { submitIds: [f.submitId], cid: 0 } },
    'PUT /api/submission': { body: { submitId: f.submitId, share: true } },
    'POST /api/submit-problem-test-judge': {
      body: { pid: f.pid, language: 'C++', code: 'int main(){}', userInput: '1 2\n', type: 'public' },
    },
    'POST /api/judge/lease': { body: { runner: 'fuzz-runner', waitMs: 0 } },
    'POST /api/judge/renew': { body: lease },
    'POST /api/judge/progress': { body: { ...lease, status: 6 } },
    'POST /api/judge/case': {
      body: {
        ...lease,
        cases: [
          {
            seq: 1,
            inputName: '1.in',
            outputName: '1.out',
            groupNum: 0,
            status: 0,
            time: 1,
            memory: 1,
            score: 0,
            userOutput: '3\n',
            message: '',
          },
        ],
      },
    },
    'POST /api/judge/verdict': {
      body: { ...lease, status: 0, score: null, time: 1, memory: 1, errorMessage: '', systemError: null },
    },
    'POST /api/judge/remote-run': { body: { ...lease, bank: 'HDU', username: 'vj1', runId: '1001' } },
    'POST /api/judge/remote-intent': { body: { ...lease, bank: 'HDU', username: 'vj1', before: null } },
    'POST /api/judge/remote-failure': { body: { ...lease, bank: 'HDU', username: 'vj1', reason: 'refused' } },
    'POST /api/judge/remote-slot': {
      body: { bank: 'HDU', usernames: ['vj1'], siteIntervalMs: 1000, accountIntervalMs: 5000 },
    },
    'POST /api/judge/remote-problem': {
      body: { job: 1, leaseId: 'fuzz-lease', result: { ok: false, kind: 'refused', message: 'none' } },
    },
    'POST /api/judge/test-result': {
      body: {
        key: '00000000-0000-4000-8000-000000000000',
        status: 0,
        time: 1,
        memory: 1,
        stdout: '3\n',
        stderr: '',
        errorMessage: '',
      },
    },
    'POST /api/judge/generation-renew': { body: { job: 1, task: 1, leaseId: 'fuzz-lease' } },
    'POST /api/judge/generated-test': { query: { job: '1', task: '1', leaseId: 'fuzz-lease' } },
    'POST /api/judge/generation': { body: { job: 1, task: 1, leaseId: 'fuzz-lease', failure: 'fuzz' } },
    'POST /api/judge/heartbeat': {
      body: { runner: 'fuzz-runner', slots: 1, busy: 0, load: 0, version: '1', state: 'online' },
    },
    'POST /api/contest/virtual/start': { body: { cid: f.cid } },
    'POST /api/register-contest': {
      body: {
        cid: f.cid,
        password: '',
        profile: { realname: 'Fuzz', school: 'Fuzz school', number: 'other', gender: 'female' },
      },
    },
    'POST /api/get-contest-rank': { body: board },
    'POST /api/get-contest-outside-scoreboard': { body: board },
    'POST /api/admin/contest': {
      body: {
        title: 'Fuzz contest',
        description: 'A contest for the fuzzer',
        startTime: iso(Date.now() + hour),
        endTime: iso(Date.now() + 2 * hour),
        type: 0,
        auth: 0,
        sealRank: false,
        sealRankTime: null,
      },
    },
    'PUT /api/admin/contest': { body: { cid: f.cid, title: 'Fuzzed contest' } },
    'DELETE /api/admin/contest': { query: { cid: String(f.cid) } },
    'PUT /api/admin/contest/change-contest-visible': { body: { cid: f.cid, visible: true } },
    'POST /api/admin/contest/temporary-accounts': { body: { cid: f.cid, prefix: 'fuzz', from: 1, to: 2 } },
    'POST /api/admin/contest/add-problem-from-group': {
      body: { cid: f.cid, problemId: 'P1', displayId: 'Z' },
    },
    'POST /api/admin/contest/add-problem-from-public': {
      body: { cid: f.cid, pid: f.pid, displayId: 'B', displayTitle: 'Fuzz B', color: null },
    },
    'PUT /api/admin/contest/contest-problem': { body: { cid: f.cid, pid: f.pid, displayTitle: 'Fuzz A' } },
    'DELETE /api/admin/contest/problem': { query: { cid: String(f.cid), pid: String(f.pid) } },
    'POST /api/admin/contest/announcement': {
      body: { cid: f.cid, announcement: { title: 'Note', content: 'Hello' } },
    },
    'PUT /api/admin/contest/announcement': {
      body: { cid: f.cid, announcement: { id: f.announcementId, title: 'Note', content: 'Hello again' } },
    },
    'DELETE /api/admin/contest/announcement': {
      query: { cid: String(f.cid), aid: String(f.announcementId) },
    },
    'POST /api/admin/contest/import-event-feed': { body: {}, upload: { field: 'file', file: clicsFeed } },
    'PUT /api/check-contest-ac-info': { body: { cid: f.cid, id: 1, checked: true } },
    'POST /api/submit-print-text': { body: { cid: f.cid, content: 'print me' } },
    'PUT /api/check-contest-print-status': { body: { cid: f.cid, id: 1 } },
    'POST /api/get-contest-not-read-announcement': { body: { cid: f.cid, readAnnouncementList: [1] } },
    'POST /api/admin/language': { body: language },
    'PUT /api/admin/language': { body: language },
    'DELETE /api/admin/language': { query: { name: 'Fuzz' } },
  };
}

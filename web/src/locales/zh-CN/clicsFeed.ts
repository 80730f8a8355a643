export const clicsFeed = {
  clicsFeed: {
    title: '事件流（CLICS）',
    downloadHint: '下载本比赛的 CLICS 事件流（NDJSON），包含封榜期间的评测结果，仅限比赛管理员。',
    download: '下载事件流',
    importTitle: '导入 CLICS 事件流',
    importHint: '上传一个 CLICS 事件流文件（当前格式或 2020-03 的 op 格式），它将被导入为一场新的 ACM 比赛。',
    file: '事件流文件',
    import: '导入',
    imported: '导入成功。',
    openContest: '打开比赛 {{cid}}',
    refused: '事件流有 {{count}} 处错误，未导入任何内容：',
    line: '行',
    problem: '问题',
    wholeFeed: '整个文件',
    networkError: '网络错误，请重试',
  },
};

/*
 * oj-sandbox: runs untrusted programs (and their compilers) for the online judge.
 *
 * USAGE
 *   oj-sandbox serve [--slot N|auto] [--first-slot F] [--max-slots M] [--uid-base U] [--parent-pid P]
 *       A long-lived slot worker: owns one slot (its uid, its cgroups, its spawner) and runs one box at
 *       a time, reading requests on stdin and writing results on stdout, one JSON line each.
 *       --slot auto (the default) takes the first free slot in [F, F+M) (defaults 0 and 64); the
 *       slot's uid and gid are U+slot (default U 61000). The worker stops as on SIGTERM when its
 *       parent dies (even by SIGKILL); --parent-pid names that parent, and a worker whose parent is
 *       already someone else at start-up exits at once (status 1).
 *   oj-sandbox run [--slot N|auto] [--first-slot F] [--uid-base U] --dir DIR [options] -- PROGRAM [ARGS...]
 *       One run, for debugging: the same request built from options (see --help), one result line.
 *   oj-sandbox clean
 *       Removes the cgroups of every slot that no live worker owns (also done by serve at start-up).
 *
 * PROTOCOL (serve)
 *   First line out, once the slot is ready:
 *     {"ready":true,"slot":0,"uid":61000,"pid":1234}
 *   or, when it cannot start (then the worker exits with status 1):
 *     {"ready":false,"error":"..."}
 *   Then for every request line in, exactly one result line out, in order. Request (only argv and dir
 *   are required; absent fields take the defaults shown):
 *     {"id":"r1",                           echoed back; any string up to 200 bytes
 *      "argv":["/box/main"],                  argv[0] without a slash is searched in env's PATH
 *      "env":["PATH=/usr/local/bin:/usr/bin:/bin","HOME=/tmp","TMPDIR=/tmp","LANG=C.UTF-8"],
 *      "dir":"/abs/host/folder",              bound at /box
 *      "writable":false,                      /box read-write (compile; the folder is chowned to the
 *                                             slot's uid) or read-only (run)
 *      "cwd":"/box",                          working directory inside the box
 *      "stdin":null,                          host file for stdin (null: /dev/null)
 *      "stdout":null, "stderr":null,          host files receiving the captured streams (null: dropped,
 *                                             still counted and capped); opened as root, O_NOFOLLOW
 *      "fifo":false,                          true: stdin and stdout (when not null) are named FIFOs,
 *                                             for interactive runs (see FIFOS below); false: a FIFO
 *                                             there is an error
 *      "binds":[],                            extra host folders bound read-only at the same path, e.g.
 *                                             "/etc/java-17-openjdk" for Java
 *      "limits":{"cpu_ms":1000,               CPU of all the box's processes (cpuacct)
 *                "wall_ms":2*cpu_ms+1000,     wall clock
 *                "memory_kb":262144,          memory cgroup limit (anonymous, tmpfs, page cache)
 *                "pids":16,                   processes + threads (pids cgroup)
 *                "stdout_bytes":67108864,     more stdout is OLE
 *                "stderr_bytes":65536,        more stderr is dropped
 *                "file_bytes":67108864,       RLIMIT_FSIZE (a bigger file write is OLE via SIGXFSZ)
 *                "stack_kb":memory_kb,        RLIMIT_STACK
 *                "tmp_kb":16384,              size of the /tmp tmpfs (counts as memory)
 *                "nofile":256,                RLIMIT_NOFILE
 *                "peer_grace_ms":0}}          fifo stdin only: stop the box this long after its stdin
 *                                             FIFO lost its writer (the peer's run ended); 0: never
 *   Unknown fields are an error. Result (every field always present):
 *     {"id":"r1","status":"OK","reason":null,"cpu_ms":1.234,"wall_ms":2.345,"ended_ms":81234.5,"memory_kb":1560,
 *      "exit_code":0,"signal":null,"stdout_bytes":12,"stderr_bytes":0,"error":null}
 *   status: OK (exit 0), RE (non-zero exit or a signal), TLE (reason "cpu" or "wall"), MLE (reason
 *   "memory": the cgroup's OOM killer fired, or memory_kb > the limit), OLE (reason "stdout": capture
 *   cap; "file_size": SIGXFSZ), TLE with reason "peer" (still running peer_grace_ms after the peer
 *   ended), SE (the run could not happen or the sandbox failed; error says why; also for a bad request).
 *   exit_code / signal: how the program itself ended (null when it did not run or did not end so).
 *   cpu_ms: cpuacct of the box minus the sandbox's own setup (raw when stopped at the CPU limit);
 *   wall_ms: from the start of the box to the program's end; ended_ms: CLOCK_MONOTONIC at that end, as
 *   the box's init read it when it reaped the program (0 for SE); memory_kb: the largest ru_maxrss of the
 *   box's processes (the cgroup's peak if that was lost).
 * FIFOS (interactive runs: two workers, each box's stdout is the other's stdin)
 *   With "fifo":true the supervisor opens stdin and stdout in the byte order of their paths, each with
 *   a blocking open (a read open returns only once a writer exists, so the box never sees an early end
 *   of file); two requests that share two FIFOs crosswise therefore pair up without a deadlock. The
 *   wait is bounded by wall_ms (then SE). The box reads the stdin FIFO directly; its stdout still goes
 *   through the supervisor (byte cap, OLE), which writes it to the FIFO without blocking: while the
 *   FIFO is full, the box's pipe is not read (the box waits, as with a direct pipe). When the FIFO's
 *   reader is gone, further output is dropped (counted); SIGPIPE is ignored here. The stdout FIFO is
 *   closed when the run ends, so the peer then reads end of file. After the box ended, what it wrote is
 *   still delivered until its wall limit (at least 1 s), then dropped.
 *   The worker exits at end of input or on SIGTERM/SIGINT (an unfinished run then reports SE), and
 *   with status 2 when its slot breaks (after reporting SE for the run in progress).
 *
 * The parts: protocol.c (requests and results), slot.c (slot lock, spawner), cgroups.c, supervisor.c
 * (one run: limits, output, verdict), box.c (namespaces, root, exec), limits.c, seccomp.c.
 */
#include <errno.h>
#include <getopt.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common.h"
#include "protocol.h"
#include "slot.h"
#include "supervisor.h"

#define MAX_LINE (1u << 20)
#define DEFAULT_UID_BASE 61000
#define DEFAULT_MAX_SLOTS 64

static void say(const char *line) {
  if (write_all(1, line, strlen(line)) < 0) {
    /* Our reader is gone: nothing left to tell anyone. */
  }
}

static void usage(FILE *to) {
  fputs("usage: oj-sandbox serve [--slot N|auto] [--first-slot F] [--max-slots M] [--uid-base U] [--parent-pid P]\n"
        "       oj-sandbox run [--slot N|auto] [--first-slot F] [--uid-base U] --dir DIR [--writable] [--cwd PATH]\n"
        "                      [--stdin FILE] [--stdout FILE] [--stderr FILE] [--bind PATH]... [--env K=V]...\n"
        "                      [--cpu-ms N] [--wall-ms N] [--memory-kb N] [--pids N] [--stdout-bytes N]\n"
        "                      [--stderr-bytes N] [--file-bytes N] [--stack-kb N] [--tmp-kb N] [--nofile N]\n"
        "                      [--fifo] [--peer-grace-ms N]\n"
        "                      -- PROGRAM [ARGS...]\n"
        "       oj-sandbox clean\n"
        "The protocol is described at the top of sandbox/main.c and in judge-runner/README.md.\n",
        to);
}

struct worker_options {
  int slot; /* -1: any free slot in [first_slot, first_slot + max_slots) */
  int first_slot;
  int max_slots;
  uid_t uid_base;
  pid_t parent; /* 0: not checked (see die_with_parent) */
};

static int parse_number(const char *s, long min, long max, long *out) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  if (errno || end == s || *end || v < min || v > max) return -1;
  *out = v;
  return 0;
}

/* --slot, --first-slot, --max-slots, --uid-base, --parent-pid; 1 if taken, 0 if not ours, -1 if bad. */
static int worker_option(int opt, const char *arg, struct worker_options *w) {
  long v;
  switch (opt) {
  case 'S':
    if (strcmp(arg, "auto") == 0) w->slot = -1;
    else if (parse_number(arg, 0, 4095, &v) < 0) return -1;
    else w->slot = (int)v;
    return 1;
  case 'F':
    if (parse_number(arg, 0, 4095, &v) < 0) return -1;
    w->first_slot = (int)v;
    return 1;
  case 'M':
    if (parse_number(arg, 1, 4096, &v) < 0) return -1;
    w->max_slots = (int)v;
    return 1;
  case 'U':
    if (parse_number(arg, 1000, 2000000000, &v) < 0) return -1;
    w->uid_base = (uid_t)v;
    return 1;
  case 'P':
    if (parse_number(arg, 1, 0x7fffffff, &v) < 0) return -1;
    w->parent = (pid_t)v;
    return 1;
  default: return 0;
  }
}

/* SIGTERM, SIGINT and SIGHUP arrive through a signalfd, so that a run in progress can be stopped
 * cleanly. SIGPIPE is ignored: a vanished reader shows up as a write error. */
static int setup_process(void) {
  signal(SIGPIPE, SIG_IGN);
  /* Box inits whose spawner died are reparented to us, to be reaped. */
  if (prctl(PR_SET_CHILD_SUBREAPER, 1) < 0) return -1;
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGHUP);
  if (sigprocmask(SIG_BLOCK, &set, NULL) < 0) return -1;
  return signalfd(-1, &set, SFD_CLOEXEC | SFD_NONBLOCK);
}

/*
 * A worker dies with the process that started it, even one killed by SIGKILL (a judge runner never
 * gets to close its pool then): the parent's death sends us SIGTERM, which the signalfd turns into the
 * usual clean stop (the run in progress ends as SE, the slot is cleaned up); the spawner and the box
 * follow by their own parent-death signals. If the parent died before the prctl, we are someone
 * else's child already: parent, when given (--parent-pid), tells. Call after setup_process, so that
 * the SIGTERM is never lost to a default action before the signalfd exists.
 */
static int die_with_parent(pid_t parent) {
  if (prctl(PR_SET_PDEATHSIG, SIGTERM) < 0) return -1;
  if (parent > 0 && getppid() != parent) {
    errno = ESRCH;
    return -1;
  }
  return 0;
}

/* Runs one request line; prints its result. Returns -1 when the slot broke. */
static int handle_line(struct slot *s, const char *line, size_t len, int signal_fd, bool *stop) {
  struct run_request req;
  struct run_result res;
  struct err e;
  int rc = 0;
  if (request_parse(line, len, &req, &e) < 0) {
    char msg[600];
    snprintf(msg, sizeof msg, "bad request: %s", e.msg);
    result_system_error(&res, msg);
  } else {
    rc = supervise_run(s, &req, &res, signal_fd, stop);
  }
  struct sbuf out = {0};
  result_format(req.id, &res, &out);
  say(out.data);
  sb_free(&out);
  request_free(&req);
  /* A spawner that died between runs is found here rather than by the next request. */
  int status;
  pid_t pid;
  while ((pid = waitpid(-1, &status, WNOHANG)) > 0)
    if (pid == s->spawner) {
      s->spawner = -1;
      rc = -1;
    }
  return rc;
}

static int serve(const struct worker_options *w) {
  int signal_fd = setup_process();
  if (signal_fd >= 0 && die_with_parent(w->parent) < 0) {
    int saved = errno;
    close(signal_fd);
    signal_fd = -1;
    errno = saved;
  }
  struct sbuf out = {0};
  struct slot s;
  struct err e;
  if (signal_fd < 0 || slot_open(&s, w->slot, w->first_slot, w->max_slots, w->uid_base, &e) < 0) {
    if (signal_fd < 0) err_errno(&e, "signals or parent-death signal");
    sb_puts(&out, "{\"ready\":false,\"error\":");
    sb_json_string(&out, e.msg);
    sb_puts(&out, "}\n");
    say(out.data);
    sb_free(&out);
    if (signal_fd >= 0) slot_close(&s, &e);
    return 1;
  }
  sb_printf(&out, "{\"ready\":true,\"slot\":%d,\"uid\":%u,\"pid\":%d}\n", s.index, (unsigned)s.uid, (int)getpid());
  say(out.data);
  sb_free(&out);

  char *buf = xmalloc(MAX_LINE + 1);
  size_t have = 0;
  bool stop = false, discarding = false, broken = false;
  while (!stop && !broken) {
    struct pollfd p[2] = {{0, POLLIN, 0}, {signal_fd, POLLIN, 0}};
    if (poll(p, 2, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (p[1].revents) break; /* asked to stop between runs */
    if (!p[0].revents) continue;
    ssize_t n = read(0, buf + have, MAX_LINE - have);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break; /* end of input: the pool is closing us */
    have += (size_t)n;
    size_t start = 0;
    for (;;) {
      char *nl = memchr(buf + start, '\n', have - start);
      if (!nl) break;
      size_t len = (size_t)(nl - (buf + start));
      if (discarding) discarding = false;
      else if (len > 0 && handle_line(&s, buf + start, len, signal_fd, &stop) < 0) broken = true;
      start += len + 1;
      if (stop || broken) break;
    }
    memmove(buf, buf + start, have - start);
    have -= start;
    if (have == MAX_LINE) {
      /* A line longer than any sane request: refuse it, and skip to its end. */
      struct run_result res;
      result_system_error(&res, "bad request: the line is longer than 1 MiB");
      result_format(NULL, &res, &out);
      say(out.data);
      sb_free(&out);
      have = 0;
      discarding = true;
    }
  }
  free(buf);
  if (slot_close(&s, &e) < 0) fprintf(stderr, "oj-sandbox: %s\n", e.msg);
  return broken ? 2 : 0;
}

/* Builds the JSON request from the command line, so that one-shot runs share its parsing and checks. */
static int run_once(int argc, char **argv) {
  struct worker_options w = {.slot = -1, .max_slots = DEFAULT_MAX_SLOTS, .uid_base = DEFAULT_UID_BASE};
  static const struct option opts[] = {
      {"slot", required_argument, 0, 'S'},      {"uid-base", required_argument, 0, 'U'},
      {"dir", required_argument, 0, 'd'},       {"writable", no_argument, 0, 'w'},
      {"cwd", required_argument, 0, 'c'},       {"stdin", required_argument, 0, 'i'},
      {"stdout", required_argument, 0, 'o'},    {"stderr", required_argument, 0, 'e'},
      {"bind", required_argument, 0, 'b'},      {"env", required_argument, 0, 'E'},
      {"cpu-ms", required_argument, 0, 1},      {"wall-ms", required_argument, 0, 2},
      {"memory-kb", required_argument, 0, 3},   {"pids", required_argument, 0, 4},
      {"stdout-bytes", required_argument, 0, 5}, {"stderr-bytes", required_argument, 0, 6},
      {"file-bytes", required_argument, 0, 7},  {"stack-kb", required_argument, 0, 8},
      {"tmp-kb", required_argument, 0, 9},      {"nofile", required_argument, 0, 10},
      {"peer-grace-ms", required_argument, 0, 11}, {"fifo", no_argument, 0, 'f'},
      {"first-slot", required_argument, 0, 'F'}, {"help", no_argument, 0, 'h'},
      {0, 0, 0, 0}};
  static const char *const limit_names[] = {"",           "cpu_ms",     "wall_ms",  "memory_kb", "pids",
                                            "stdout_bytes", "stderr_bytes", "file_bytes", "stack_kb", "tmp_kb",
                                            "nofile",     "peer_grace_ms"};
  struct sbuf top = {0}, limits = {0}, binds = {0}, env = {0};
  int opt;
  while ((opt = getopt_long(argc, argv, "+", opts, NULL)) != -1) {
    int taken = worker_option(opt, optarg, &w);
    if (taken < 0) {
      fprintf(stderr, "oj-sandbox: bad value for an option: %s\n", optarg);
      return 64;
    }
    if (taken) continue;
    struct sbuf *list = NULL;
    const char *key = NULL;
    switch (opt) {
    case 'd': key = "dir"; break;
    case 'c': key = "cwd"; break;
    case 'i': key = "stdin"; break;
    case 'o': key = "stdout"; break;
    case 'e': key = "stderr"; break;
    case 'w': sb_puts(&top, ",\"writable\":true"); break;
    case 'f': sb_puts(&top, ",\"fifo\":true"); break;
    case 'b': list = &binds; break;
    case 'E': list = &env; break;
    case 'h': usage(stdout); return 0;
    default:
      if (opt >= 1 && opt <= 11) {
        long v;
        if (parse_number(optarg, 0, 0x7fffffffffffffffL, &v) < 0) {
          fprintf(stderr, "oj-sandbox: --%s needs a number\n", opts[opt + 9].name);
          return 64;
        }
        sb_printf(&limits, "%s\"%s\":%ld", limits.len ? "," : "", limit_names[opt], v);
        break;
      }
      usage(stderr);
      return 64;
    }
    if (key) {
      sb_printf(&top, ",\"%s\":", key);
      sb_json_string(&top, optarg);
    }
    if (list) {
      sb_puts(list, list->len ? "," : "");
      sb_json_string(list, optarg);
    }
  }
  if (optind >= argc) {
    usage(stderr);
    return 64;
  }
  struct sbuf line = {0};
  sb_puts(&line, "{\"id\":\"run\",\"argv\":[");
  for (int i = optind; i < argc; i++) {
    if (i > optind) sb_puts(&line, ",");
    sb_json_string(&line, argv[i]);
  }
  sb_puts(&line, "]");
  if (top.len) sb_puts(&line, top.data);
  if (binds.len) sb_printf(&line, ",\"binds\":[%s]", binds.data);
  if (env.len) sb_printf(&line, ",\"env\":[%s]", env.data);
  if (limits.len) sb_printf(&line, ",\"limits\":{%s}", limits.data);
  sb_puts(&line, "}");

  int signal_fd = setup_process();
  struct slot s;
  struct err e;
  if (signal_fd < 0 || slot_open(&s, w.slot, w.first_slot, w.max_slots, w.uid_base, &e) < 0) {
    fprintf(stderr, "oj-sandbox: %s\n", signal_fd < 0 ? "signals" : e.msg);
    if (signal_fd >= 0) slot_close(&s, &e);
    return 1;
  }
  bool stop = false;
  handle_line(&s, line.data, line.len, signal_fd, &stop);
  int rc = slot_close(&s, &e) < 0 ? 1 : 0;
  if (rc) fprintf(stderr, "oj-sandbox: %s\n", e.msg);
  sb_free(&line);
  sb_free(&top);
  sb_free(&limits);
  sb_free(&binds);
  sb_free(&env);
  return rc;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    usage(stderr);
    return 64;
  }
  if (geteuid() != 0) {
    fprintf(stderr, "oj-sandbox: must run as root (namespaces, cgroups, mounts)\n");
    return 1;
  }
  const char *command = argv[1];
  if (strcmp(command, "run") == 0) return run_once(argc - 1, argv + 1);
  if (strcmp(command, "clean") == 0) {
    struct err e;
    int n = slot_clean_stale(&e);
    if (n < 0) {
      fprintf(stderr, "oj-sandbox: %s\n", e.msg);
      return 1;
    }
    printf("removed %d stale slot%s\n", n, n == 1 ? "" : "s");
    return 0;
  }
  if (strcmp(command, "serve") == 0) {
    struct worker_options w = {.slot = -1, .max_slots = DEFAULT_MAX_SLOTS, .uid_base = DEFAULT_UID_BASE};
    static const struct option opts[] = {{"slot", required_argument, 0, 'S'},
                                         {"first-slot", required_argument, 0, 'F'},
                                         {"max-slots", required_argument, 0, 'M'},
                                         {"uid-base", required_argument, 0, 'U'},
                                         {"parent-pid", required_argument, 0, 'P'},
                                         {0, 0, 0, 0}};
    int opt;
    while ((opt = getopt_long(argc - 1, argv + 1, "", opts, NULL)) != -1)
      if (worker_option(opt, optarg, &w) <= 0) {
        usage(stderr);
        return 64;
      }
    if (optind != argc - 1) {
      usage(stderr);
      return 64;
    }
    return serve(&w);
  }
  usage(strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 ? stdout : stderr);
  return strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 ? 0 : 64;
}

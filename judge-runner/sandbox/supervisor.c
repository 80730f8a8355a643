#include "supervisor.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "box.h"

#define MS 1000000ull
/* After asking the init to stop the box, how long before it is killed outright (report lost). */
#define ESCALATE_NS (500 * MS)
/* Once the program has ended, how long the rest of the box may take to disappear. */
#define TEARDOWN_NS (5000 * MS)
/* Once the program has ended, at least how long what it wrote may take to reach its stdout FIFO's
 * reader (at most until its wall limit otherwise); what the reader has not taken by then is dropped. */
#define FIFO_FLUSH_NS (1000 * MS)

enum kill_reason { KILL_NONE, KILL_CPU, KILL_WALL, KILL_STDOUT, KILL_PEER, KILL_SHUTDOWN, KILL_IO };

/* One captured stream: a pipe from the box to a file, a FIFO or nowhere, with a byte cap. */
struct capture {
  int pipe_fd;   /* our read end, non-blocking; -1 once at end of file */
  int file_fd;   /* -1: count and drop */
  uint64_t cap;  /* bytes kept; more is dropped (and, for stdout, stops the box) */
  uint64_t kept; /* bytes written to the file (or that would have been) */
  bool overflow; /* the box wrote more than cap */
  int io_errno;  /* writing the file failed */
  /* A FIFO (fifo requests' stdout): written without blocking, with backpressure: while bytes read from
   * the box wait for the FIFO's reader, the box's pipe is not read (so the box waits too). */
  bool fifo;
  bool reader_gone;   /* the FIFO's reader went away (EPIPE): the rest is dropped, still counted */
  char *pend;         /* read from the box, not yet taken by the FIFO: [pend_off, pend_len) */
  size_t pend_off, pend_len, pend_cap;
};

struct run_state {
  struct capture out, err;
  int report_fd, pidfd;
  int peer_fd;          /* fifo stdin with peer_grace_ms: our own read end, watched for its writer's end */
  uint64_t peer_gone_at; /* when the stdin FIFO lost its writer (the peer's run ended); 0: not yet */
  struct box_report report;
  size_t report_got;
  bool init_gone;
  enum kill_reason kill;
  uint64_t kill_at;
};

static int pidfd_signal(int pidfd, int sig) { return (int)syscall(SYS_pidfd_send_signal, pidfd, sig, NULL, 0); }

static void stop_box(struct run_state *st, enum kill_reason why) {
  if (st->kill != KILL_NONE || st->init_gone) return;
  st->kill = why;
  st->kill_at = now_ns();
  /* The init kills every process of the box, reaps the program and still reports how it ended. */
  pidfd_signal(st->pidfd, SIGUSR1);
}

static bool pending(const struct capture *c) { return c->pend_off < c->pend_len; }

/* Gives the FIFO's reader what it takes now of the pending bytes. */
static void flush_fifo(struct capture *c, struct run_state *st) {
  while (pending(c)) {
    ssize_t n = write(c->file_fd, c->pend + c->pend_off, c->pend_len - c->pend_off);
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN) return;
      /* EPIPE: the peer is gone, which is not our failure (SIGPIPE is ignored here). */
      if (errno == EPIPE) c->reader_gone = true;
      else {
        c->io_errno = errno;
        stop_box(st, KILL_IO);
      }
      break;
    }
    c->pend_off += (size_t)n;
  }
  c->pend_off = c->pend_len = 0;
}

static void queue_for_fifo(struct capture *c, struct run_state *st, const char *data, size_t n) {
  if (c->reader_gone) return;
  if (c->pend_len + n > c->pend_cap) {
    c->pend_cap = c->pend_len + n > 2 * c->pend_cap ? c->pend_len + n : 2 * c->pend_cap;
    c->pend = xrealloc(c->pend, c->pend_cap);
  }
  memcpy(c->pend + c->pend_len, data, n);
  c->pend_len += n;
  flush_fifo(c, st);
}

/* Reads what the pipe holds now; closes it at end of file. A FIFO with bytes pending is not fed more
 * while the box runs (backpressure); once the box has ended, its pipe is emptied (at most the pipe's
 * capacity is left in it) so that the run can end. */
static void drain(struct capture *c, struct run_state *st, bool is_stdout, bool box_done) {
  static char buf[1 << 16];
  for (;;) {
    if (c->fifo && pending(c) && !box_done) return;
    ssize_t n = read(c->pipe_fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN) return;
      n = 0; /* an error on a pipe read end: treat as end of file */
    }
    if (n == 0) {
      close(c->pipe_fd);
      c->pipe_fd = -1;
      return;
    }
    uint64_t room = c->cap - c->kept, take = (uint64_t)n < room ? (uint64_t)n : room;
    if (take > 0 && c->file_fd >= 0 && !c->io_errno) {
      if (c->fifo) queue_for_fifo(c, st, buf, take);
      else if (write_all(c->file_fd, buf, take) < 0) {
        c->io_errno = errno;
        stop_box(st, KILL_IO);
      }
    }
    c->kept += take;
    if ((uint64_t)n > take && !c->overflow) {
      c->overflow = true;
      if (is_stdout) stop_box(st, KILL_STDOUT);
    }
  }
}

static void read_report(struct run_state *st) {
  while (st->report_got < sizeof st->report) {
    ssize_t n = read(st->report_fd, (char *)&st->report + st->report_got, sizeof st->report - st->report_got);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0 || errno != EAGAIN) {
        close(st->report_fd);
        st->report_fd = -1;
      }
      return;
    }
    st->report_got += (size_t)n;
  }
}

static bool have_report(const struct run_state *st) {
  return st->report_got == sizeof st->report && st->report.magic == BOX_REPORT_MAGIC;
}

static void close_fd(int *fd) {
  if (*fd >= 0) close(*fd);
  *fd = -1;
}

static int open_output(const char *path, int *fd, struct run_result *res) {
  if (!path) return 0;
  /* O_NOFOLLOW: we are root, and a symlink planted where a box could write must not redirect us. */
  *fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (*fd >= 0) return 0;
  snprintf(res->error, sizeof res->error, "open %s: %s", path, strerror(errno));
  return -1;
}

static bool is_fifo(const char *path) {
  struct stat st;
  return path && lstat(path, &st) == 0 && S_ISFIFO(st.st_mode);
}

static bool shutdown_requested(int signal_fd, bool *stop) {
  struct pollfd p = {signal_fd, POLLIN, 0};
  if (signal_fd < 0 || poll(&p, 1, 0) <= 0) return false;
  struct signalfd_siginfo si;
  if (read(signal_fd, &si, sizeof si) <= 0) return false;
  *stop = true;
  return true;
}

/*
 * Opens one FIFO of a fifo request, waiting (a blocking open) until its other end is open too: a read
 * open returns only once a writer exists, so the box never sees an end of file before its peer has
 * connected. The 20 ms interval timer (SIGALRM, whose handler does not restart system calls) interrupts
 * the wait, so that the deadline and a shutdown are checked between tries.
 */
static int open_fifo(const char *path, int flags, uint64_t deadline, int signal_fd, bool *stop,
                     struct run_result *res) {
  if (!is_fifo(path)) {
    snprintf(res->error, sizeof res->error, "%s is not a FIFO", path);
    return -1;
  }
  for (;;) {
    /* O_NOFOLLOW: a FIFO, not a symlink planted in its place. */
    int fd = open(path, flags | O_CLOEXEC | O_NOFOLLOW);
    struct stat st;
    if (fd >= 0 && (fstat(fd, &st) < 0 || !S_ISFIFO(st.st_mode))) {
      close(fd);
      snprintf(res->error, sizeof res->error, "%s is not a FIFO", path);
      return -1;
    }
    if (fd >= 0) return fd;
    if (errno != EINTR) {
      snprintf(res->error, sizeof res->error, "open %s: %s", path, strerror(errno));
      return -1;
    }
    if (shutdown_requested(signal_fd, stop)) {
      snprintf(res->error, sizeof res->error, "the sandbox is shutting down");
      return -1;
    }
    if (now_ns() >= deadline) {
      snprintf(res->error, sizeof res->error, "nothing opened the other end of %s within the wall limit", path);
      return -1;
    }
  }
}

static void on_alarm(int sig) { (void)sig; }

/*
 * stdin and stdout of a fifo request, in the byte order of their paths: both boxes of an interactive
 * pair open FIFO A before FIFO B (one reading, the other writing), so their opens pair up without a
 * deadlock. The whole wait is bounded by the run's wall limit: a peer that never comes is SE.
 */
static int open_fifos(const struct run_request *req, int *in_fd, int *out_fd, int signal_fd, bool *stop,
                      struct run_result *res) {
  struct sigaction quiet = {.sa_handler = on_alarm}; /* no SA_RESTART */
  sigemptyset(&quiet.sa_mask);
  struct itimerval tick = {{0, 20000}, {0, 20000}}, off = {{0, 0}, {0, 0}};
  if (sigaction(SIGALRM, &quiet, NULL) < 0 || setitimer(ITIMER_REAL, &tick, NULL) < 0) {
    snprintf(res->error, sizeof res->error, "interval timer: %s", strerror(errno));
    return -1;
  }
  uint64_t deadline = now_ns() + req->lim.wall_ms * MS;
  bool in_first = req->stdin_path && (!req->stdout_path || strcmp(req->stdin_path, req->stdout_path) < 0);
  int rc = 0;
  for (int i = 0; i < 2 && rc == 0; i++) {
    bool in = (i == 0) == in_first;
    const char *path = in ? req->stdin_path : req->stdout_path;
    if (!path) continue;
    int fd = open_fifo(path, in ? O_RDONLY : O_WRONLY, deadline, signal_fd, stop, res);
    if (fd < 0) rc = -1;
    else if (in) *in_fd = fd;
    else *out_fd = fd;
  }
  /* The handler stays installed: a tick already due when the timer is disarmed must not kill us. */
  setitimer(ITIMER_REAL, &off, NULL);
  if (rc == 0 && *out_fd >= 0 && fcntl(*out_fd, F_SETFL, O_NONBLOCK) < 0) {
    snprintf(res->error, sizeof res->error, "fcntl: %s", strerror(errno));
    rc = -1;
  }
  return rc;
}

/* The status, from the most to the least specific cause. */
static void decide(const struct run_request *req, const struct run_state *st, uint64_t cpu_ns, bool oom,
                   struct run_result *res) {
  const struct box_report *r = &st->report;
  bool reported = have_report(st);
  if (reported && r->ended) {
    if (WIFEXITED(r->wait_status)) res->exit_code = WEXITSTATUS(r->wait_status);
    if (WIFSIGNALED(r->wait_status)) res->signal = WTERMSIG(r->wait_status);
  }
  res->error[0] = '\0';
  if (reported && r->setup_errno) {
    /* Whatever the exit status, it is the sandbox's (127 from a failed exec), not the program's. */
    res->exit_code = -1;
    res->signal = 0;
  }
  if (st->kill == KILL_SHUTDOWN) {
    res->status = ST_SE;
    snprintf(res->error, sizeof res->error, "the sandbox is shutting down");
  } else if (st->kill == KILL_IO) {
    res->status = ST_SE;
    snprintf(res->error, sizeof res->error, "writing the captured output: %s",
             strerror(st->out.io_errno ? st->out.io_errno : st->err.io_errno));
  } else if (reported && r->setup_errno && st->kill == KILL_NONE) {
    res->status = ST_SE;
    snprintf(res->error, sizeof res->error, "box setup: %s: %s", r->setup_stage, strerror(r->setup_errno));
  } else if (!reported && st->kill == KILL_NONE) {
    res->status = ST_SE;
    snprintf(res->error, sizeof res->error, "the box init ended without a report");
  } else if (oom) {
    /* The memory cgroup's OOM killer fired: the box hit its limit, whatever it did next. */
    res->status = ST_MLE;
    res->reason = RS_MEMORY;
  } else if (st->kill == KILL_CPU) {
    res->status = ST_TLE;
    res->reason = RS_CPU;
  } else if (st->kill == KILL_WALL) {
    res->status = ST_TLE;
    res->reason = RS_WALL;
  } else if (st->kill == KILL_STDOUT) {
    res->status = ST_OLE;
    res->reason = RS_STDOUT;
  } else if (st->kill == KILL_PEER) {
    /* Still running peer_grace_ms after its peer's run ended (and its stdin reached end of file). */
    res->status = ST_TLE;
    res->reason = RS_PEER;
  } else if (res->memory_kb > req->lim.memory_kb) {
    /* Within the cgroup's allowance but over the limit as reported: the figure and the verdict agree.
     * (ru_maxrss holds no page cache, unlike the cgroup's peak, which is never used for the verdict.) */
    res->status = ST_MLE;
    res->reason = RS_MEMORY;
  } else if (res->signal == SIGXCPU || cpu_ns > req->lim.cpu_ms * MS) {
    /* Ended by itself (or by RLIMIT_CPU) but over the limit before our next check. */
    res->status = ST_TLE;
    res->reason = RS_CPU;
  } else if (res->signal == SIGXFSZ) {
    res->status = ST_OLE;
    res->reason = RS_FILE_SIZE;
  } else if (res->signal > 0 || res->exit_code != 0) {
    res->status = ST_RE;
  } else {
    res->status = ST_OK;
  }
}

static int online_cpus(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (int)n : 1;
}

int supervise_run(struct slot *s, const struct run_request *req, struct run_result *res, int signal_fd,
                  bool *stop) {
  memset(res, 0, sizeof *res);
  res->exit_code = -1;
  res->status = ST_SE;
  int in_fd = -1, pipes[4][2] = {{-1, -1}, {-1, -1}, {-1, -1}, {-1, -1}}; /* out, err, report, cfg */
  struct run_state st = {.out = {.pipe_fd = -1, .file_fd = -1, .cap = req->lim.stdout_bytes},
                         .err = {.pipe_fd = -1, .file_fd = -1, .cap = req->lim.stderr_bytes},
                         .report_fd = -1,
                         .pidfd = -1,
                         .peer_fd = -1};
  struct sbuf spec = {0};
  struct err e;
  int rc = 0;

  if (slot_wait_drained(s, &e) < 0) {
    snprintf(res->error, sizeof res->error, "%s", e.msg);
    return -1;
  }
  struct stat dir;
  if (stat(req->dir, &dir) < 0 || !S_ISDIR(dir.st_mode)) {
    snprintf(res->error, sizeof res->error, "dir %s is not a directory", req->dir);
    goto out;
  }
  /* A compile box writes its output into /box as the slot's uid. */
  if (req->writable && chown(req->dir, s->uid, s->gid) < 0) {
    snprintf(res->error, sizeof res->error, "chown %s: %s", req->dir, strerror(errno));
    goto out;
  }
  if (req->fifo) {
    if (open_fifos(req, &in_fd, &st.out.file_fd, signal_fd, stop, res) < 0) goto out;
    st.out.fifo = st.out.file_fd >= 0;
  } else if (is_fifo(req->stdin_path) || is_fifo(req->stdout_path)) {
    /* Opening one would wait for its other end: only fifo requests do that. */
    snprintf(res->error, sizeof res->error, "stdin or stdout is a FIFO but the request does not say fifo");
    goto out;
  }
  if (is_fifo(req->stderr_path)) {
    snprintf(res->error, sizeof res->error, "stderr must not be a FIFO");
    goto out;
  }
  if (in_fd < 0) in_fd = open(req->stdin_path ? req->stdin_path : "/dev/null", O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (in_fd < 0) {
    snprintf(res->error, sizeof res->error, "open %s: %s", req->stdin_path, strerror(errno));
    goto out;
  }
  if ((!st.out.fifo && open_output(req->stdout_path, &st.out.file_fd, res) < 0) ||
      open_output(req->stderr_path, &st.err.file_fd, res) < 0)
    goto out;
  for (int i = 0; i < 4; i++)
    if (pipe2(pipes[i], O_CLOEXEC) < 0) {
      snprintf(res->error, sizeof res->error, "pipe: %s", strerror(errno));
      goto out;
    }
  for (int i = 0; i < 3; i++)
    if (fcntl(pipes[i][0], F_SETFL, O_NONBLOCK) < 0) {
      snprintf(res->error, sizeof res->error, "fcntl: %s", strerror(errno));
      goto out;
    }
  if (cgroups_prepare_run(&s->cg, req->lim.memory_kb * 1024 + BOX_MEMORY_ALLOWANCE, req->lim.pids + 2, &e) < 0) {
    snprintf(res->error, sizeof res->error, "%s", e.msg);
    goto out;
  }

  int box_fds[5] = {pipes[3][0], pipes[2][1], in_fd, pipes[0][1], pipes[1][1]};
  bool fatal;
  if (slot_spawn(s, box_fds, &st.pidfd, &fatal, &e) < 0) {
    snprintf(res->error, sizeof res->error, "%s", e.msg);
    rc = fatal ? -1 : 0;
    goto out;
  }
  /* Only the box may hold the write ends now: their end of file means the box is gone. */
  close_fd(&pipes[3][0]);
  close_fd(&pipes[2][1]);
  if (req->fifo && req->stdin_path && req->lim.peer_grace_ms > 0) {
    /* Our own read end of the stdin FIFO reports (POLLHUP) when its writer, the peer's supervisor, has
     * closed it: the peer's run has ended. */
    st.peer_fd = in_fd;
    in_fd = -1;
  }
  close_fd(&in_fd);
  close_fd(&pipes[0][1]);
  close_fd(&pipes[1][1]);
  st.out.pipe_fd = pipes[0][0];
  st.err.pipe_fd = pipes[1][0];
  st.report_fd = pipes[2][0];
  pipes[0][0] = pipes[1][0] = pipes[2][0] = -1;

  struct cgroup_counters before, after;
  if (cgroups_read(&s->cg, &before, &e) < 0) {
    snprintf(res->error, sizeof res->error, "%s", e.msg);
    pidfd_signal(st.pidfd, SIGKILL);
    goto out;
  }
  box_spec_encode(req, s->uid, s->gid, &spec);
  uint32_t len = (uint32_t)spec.len;
  uint64_t start = now_ns(), end = 0;
  /* The init waits for this before forking the program: the clock starts here. */
  if (write_all(pipes[3][1], &len, sizeof len) < 0 || write_all(pipes[3][1], spec.data, spec.len) < 0) {
    snprintf(res->error, sizeof res->error, "send the request to the box: %s", strerror(errno));
    pidfd_signal(st.pidfd, SIGKILL);
    goto out;
  }
  close_fd(&pipes[3][1]);

  const uint64_t cpu_limit = req->lim.cpu_ms * MS, wall_deadline = start + req->lim.wall_ms * MS;
  const uint64_t peer_grace = req->lim.peer_grace_ms * MS;
  const int cpus = online_cpus();
  /* Until the program's end is known (the init's report, or the init's death), every box process has
   * closed the output pipes and a stdout FIFO has taken what is pending for it (or its reader is gone,
   * or the flush deadline passed). The init's own exit is not waited for here (see slot_wait_drained). */
  while (!(have_report(&st) || st.init_gone) || st.out.pipe_fd >= 0 || st.err.pipe_fd >= 0 || pending(&st.out)) {
    uint64_t now = now_ns();
    int timeout = -1;
    bool box_done = have_report(&st) || st.init_gone;
    if (!box_done) {
      if (st.kill == KILL_NONE) {
        uint64_t cpu = 0;
        if (read_fd_u64(s->cg.fd_cpu_usage, &cpu) == 0) cpu = cpu > before.cpu_ns ? cpu - before.cpu_ns : 0;
        if (cpu > cpu_limit) stop_box(&st, KILL_CPU);
        else if (now >= wall_deadline) stop_box(&st, KILL_WALL);
        else if (st.peer_gone_at && now >= st.peer_gone_at + peer_grace) stop_box(&st, KILL_PEER);
        else {
          /* The box cannot use its remaining CPU faster than on every CPU at once: sleep that long. */
          uint64_t wait = (cpu_limit - cpu) / (uint64_t)cpus;
          if (wall_deadline - now < wait) wait = wall_deadline - now;
          if (st.peer_gone_at && st.peer_gone_at + peer_grace - now < wait) wait = st.peer_gone_at + peer_grace - now;
          timeout = (int)(wait / MS) + 1;
        }
      }
      if (st.kill != KILL_NONE) {
        if (now >= st.kill_at + ESCALATE_NS) pidfd_signal(st.pidfd, SIGKILL);
        timeout = 20;
      }
    } else {
      if (end == 0) end = now;
      if ((st.out.pipe_fd >= 0 || st.err.pipe_fd >= 0) && now - end > TEARDOWN_NS) {
        snprintf(res->error, sizeof res->error, "the box did not go away after the program ended");
        pidfd_signal(st.pidfd, SIGKILL);
        rc = -1; /* something holds the pipes that should not: retire this worker */
        goto out;
      }
      uint64_t flush_deadline = end + FIFO_FLUSH_NS > wall_deadline ? end + FIFO_FLUSH_NS : wall_deadline;
      if (st.out.pipe_fd < 0 && st.err.pipe_fd < 0 && pending(&st.out) && now >= flush_deadline)
        st.out.pend_off = st.out.pend_len = 0; /* its reader stopped taking it: dropped */
      timeout = 100;
    }

    /* A FIFO with bytes pending: wait for room in it rather than for more from the box. */
    bool backpressure = st.out.fifo && pending(&st.out) && !box_done;
    struct pollfd p[7] = {{st.pidfd, POLLIN, 0},
                          {st.report_fd, POLLIN, 0},
                          {backpressure ? -1 : st.out.pipe_fd, POLLIN, 0},
                          {st.err.pipe_fd, POLLIN, 0},
                          {signal_fd, POLLIN, 0},
                          {pending(&st.out) ? st.out.file_fd : -1, POLLOUT, 0},
                          {st.peer_fd, 0, 0}};
    if (st.init_gone) p[0].fd = -1;
    int n = poll(p, 7, timeout);
    if (n < 0 && errno != EINTR) {
      snprintf(res->error, sizeof res->error, "poll: %s", strerror(errno));
      pidfd_signal(st.pidfd, SIGKILL);
      goto out;
    }
    if (n <= 0) continue;
    if (p[5].revents) flush_fifo(&st.out, &st);
    if (p[2].revents) drain(&st.out, &st, true, box_done);
    if (p[3].revents) drain(&st.err, &st, false, box_done);
    if (p[6].revents) {
      if (st.peer_gone_at == 0) st.peer_gone_at = now_ns();
      close_fd(&st.peer_fd);
    }
    if (p[1].revents) {
      read_report(&st);
      if (have_report(&st) && end == 0) end = now_ns();
    }
    if (p[0].revents) {
      st.init_gone = true;
      if (st.report_fd >= 0) read_report(&st);
      if (end == 0) end = now_ns();
    }
    if (p[4].revents) {
      struct signalfd_siginfo si;
      if (read(signal_fd, &si, sizeof si) > 0) {
        *stop = true;
        if (!have_report(&st)) stop_box(&st, KILL_SHUTDOWN); /* a finished run still gets its result */
      }
    }
  }

  if (cgroups_read(&s->cg, &after, &e) < 0) {
    snprintf(res->error, sizeof res->error, "%s", e.msg);
    goto out;
  }
  /* The sandbox's own CPU (the init, the program's setup before exec) is not the program's. Except when
   * the box was stopped at the CPU limit: that decision was taken on the raw figure, reported as is. */
  uint64_t overhead = have_report(&st) && st.kill != KILL_CPU ? st.report.overhead_ns : 0;
  uint64_t cpu_ns = after.cpu_ns - before.cpu_ns;
  cpu_ns = cpu_ns > overhead ? cpu_ns - overhead : 0;
  res->cpu_ms = (double)cpu_ns / MS;
  res->wall_ms = (double)(end - start) / MS;
  /* The init's own reading when it reaped the program; the supervisor only sees the report later. */
  res->ended_ms = (double)(have_report(&st) && st.report.exit_ns ? st.report.exit_ns : end) / MS;
  if (have_report(&st) && st.report.maxrss_kb > 0) res->memory_kb = st.report.maxrss_kb;
  else res->memory_kb = after.mem_peak > before.mem_usage ? (after.mem_peak - before.mem_usage) / 1024 : 0;
  res->stdout_bytes = st.out.kept;
  res->stderr_bytes = st.err.kept;
  decide(req, &st, cpu_ns, after.oom_kills > before.oom_kills, res);
  if (!st.init_gone) {
    /* Reported and killed its box: it is exiting. The next run waits for it, not this result. */
    s->draining = st.pidfd;
    st.pidfd = -1;
  }

out:
  if (st.pidfd >= 0 && !st.init_gone) {
    /* A run abandoned half-way: make sure its box is gone before the slot takes the next one. */
    pidfd_signal(st.pidfd, SIGKILL);
    struct pollfd p = {st.pidfd, POLLIN, 0};
    while (poll(&p, 1, 2000) < 0 && errno == EINTR) {
    }
  }
  sb_free(&spec);
  close_fd(&in_fd);
  for (int i = 0; i < 4; i++) {
    close_fd(&pipes[i][0]);
    close_fd(&pipes[i][1]);
  }
  close_fd(&st.out.pipe_fd);
  close_fd(&st.err.pipe_fd);
  close_fd(&st.out.file_fd);
  close_fd(&st.err.file_fd);
  close_fd(&st.report_fd);
  close_fd(&st.pidfd);
  close_fd(&st.peer_fd);
  free(st.out.pend);
  return rc;
}

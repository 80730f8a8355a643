#include "supervisor.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "box.h"

#define MS 1000000ull
/* After asking the init to stop the box, how long before it is killed outright (report lost). */
#define ESCALATE_NS (500 * MS)
/* Once the program has ended, how long the rest of the box may take to disappear. */
#define TEARDOWN_NS (5000 * MS)

enum kill_reason { KILL_NONE, KILL_CPU, KILL_WALL, KILL_STDOUT, KILL_SHUTDOWN, KILL_IO };

/* One captured stream: a pipe from the box to a file (or nowhere), with a byte cap. */
struct capture {
  int pipe_fd;   /* our read end, non-blocking; -1 once at end of file */
  int file_fd;   /* -1: count and drop */
  uint64_t cap;  /* bytes kept; more is dropped (and, for stdout, stops the box) */
  uint64_t kept; /* bytes written to the file (or that would have been) */
  bool overflow; /* the box wrote more than cap */
  int io_errno;  /* writing the file failed */
};

struct run_state {
  struct capture out, err;
  int report_fd, pidfd;
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

/* Reads what the pipe holds now; closes it at end of file. */
static void drain(struct capture *c, struct run_state *st, bool is_stdout) {
  static char buf[1 << 16];
  for (;;) {
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
    if (take > 0 && c->file_fd >= 0 && !c->io_errno && write_all(c->file_fd, buf, take) < 0) {
      c->io_errno = errno;
      stop_box(st, KILL_IO);
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
                         .pidfd = -1};
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
  in_fd = open(req->stdin_path ? req->stdin_path : "/dev/null", O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (in_fd < 0) {
    snprintf(res->error, sizeof res->error, "open %s: %s", req->stdin_path, strerror(errno));
    goto out;
  }
  if (open_output(req->stdout_path, &st.out.file_fd, res) < 0 || open_output(req->stderr_path, &st.err.file_fd, res) < 0)
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
  const int cpus = online_cpus();
  /* Until the program's end is known (the init's report, or the init's death) and every box process
   * has closed the output pipes. The init's own exit is not waited for here (see slot_wait_drained). */
  while (!(have_report(&st) || st.init_gone) || st.out.pipe_fd >= 0 || st.err.pipe_fd >= 0) {
    uint64_t now = now_ns();
    int timeout = -1;
    if (!have_report(&st) && !st.init_gone) {
      if (st.kill == KILL_NONE) {
        uint64_t cpu = 0;
        if (read_fd_u64(s->cg.fd_cpu_usage, &cpu) == 0) cpu = cpu > before.cpu_ns ? cpu - before.cpu_ns : 0;
        if (cpu > cpu_limit) stop_box(&st, KILL_CPU);
        else if (now >= wall_deadline) stop_box(&st, KILL_WALL);
        else {
          /* The box cannot use its remaining CPU faster than on every CPU at once: sleep that long. */
          uint64_t wait = (cpu_limit - cpu) / (uint64_t)cpus;
          if (wall_deadline - now < wait) wait = wall_deadline - now;
          timeout = (int)(wait / MS) + 1;
        }
      }
      if (st.kill != KILL_NONE) {
        if (now >= st.kill_at + ESCALATE_NS) pidfd_signal(st.pidfd, SIGKILL);
        timeout = 20;
      }
    } else {
      if (end == 0) end = now;
      if (now - end > TEARDOWN_NS) {
        snprintf(res->error, sizeof res->error, "the box did not go away after the program ended");
        pidfd_signal(st.pidfd, SIGKILL);
        rc = -1; /* something holds the pipes that should not: retire this worker */
        goto out;
      }
      timeout = 100;
    }

    struct pollfd p[5] = {{st.pidfd, POLLIN, 0},
                          {st.report_fd, POLLIN, 0},
                          {st.out.pipe_fd, POLLIN, 0},
                          {st.err.pipe_fd, POLLIN, 0},
                          {signal_fd, POLLIN, 0}};
    if (st.init_gone) p[0].fd = -1;
    int n = poll(p, 5, timeout);
    if (n < 0 && errno != EINTR) {
      snprintf(res->error, sizeof res->error, "poll: %s", strerror(errno));
      pidfd_signal(st.pidfd, SIGKILL);
      goto out;
    }
    if (n <= 0) continue;
    if (p[2].revents) drain(&st.out, &st, true);
    if (p[3].revents) drain(&st.err, &st, false);
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
  return rc;
}

#include "box.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "limits.h"
#include "protocol.h"
#include "seccomp.h"

/* Messages from the program process to the init, over a close-on-exec pipe. */
enum { MSG_READY = 1, MSG_FAILED = 2 };
struct box_msg {
  uint32_t kind;
  int32_t err;
  uint64_t setup_cpu_ns;
  char stage[256];
};

static int msg_fd = -1; /* program side of that pipe */

/* The thread clock (the process has one thread here): the process clock only moves per scheduler tick
 * once RLIMIT_CPU has armed the POSIX CPU timers. */
static uint64_t process_cpu_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* The program process could not get to exec: tell the init why, and die. */
__attribute__((noreturn, format(printf, 2, 3))) static void fail(int err, const char *fmt, ...) {
  struct box_msg m = {.kind = MSG_FAILED, .err = err ? err : EINVAL};
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(m.stage, sizeof m.stage, fmt, ap);
  va_end(ap);
  if (write_all(msg_fd, &m, sizeof m) < 0) {
    /* Nothing more to do: the init reports a program that died without a word. */
  }
  _exit(127);
}

static void must_mount(const char *src, const char *target, const char *type, unsigned long flags,
                       const char *data) {
  if (mount(src, target, type, flags, data) < 0) fail(errno, "mount %s on %s", src ? src : "(none)", target);
}

/* A bind mount with per-mount flags (a bind ignores them until remounted). */
static void bind_mount(const char *src, const char *target, unsigned long flags) {
  must_mount(src, target, NULL, MS_BIND, NULL);
  must_mount(NULL, target, NULL, MS_REMOUNT | MS_BIND | flags, NULL);
}

static void must_mkdir(const char *path, mode_t mode) {
  if (mkdir(path, mode) < 0 && errno != EEXIST) fail(errno, "mkdir %s", path);
}

/* mkdir -p of root + path (path absolute and clean, checked by the protocol). */
static void mkdir_under(const char *root, const char *path) {
  char buf[PATH_MAX];
  if ((size_t)snprintf(buf, sizeof buf, "%s%s", root, path) >= sizeof buf) fail(ENAMETOOLONG, "bind %s", path);
  for (char *p = buf + strlen(root) + 1; *p; p++)
    if (*p == '/') {
      *p = '\0';
      must_mkdir(buf, 0755);
      *p = '/';
    }
  must_mkdir(buf, 0755);
}

/* /bin, /lib... : symlinks into /usr on a merged-/usr system (Debian), read-only binds otherwise. */
static void top_level_links(const char *root) {
  static const char *const names[] = {"bin", "sbin", "lib", "lib32", "lib64", "libx32"};
  for (size_t i = 0; i < ARRAY_LEN(names); i++) {
    char host[64], inside[PATH_MAX], link[PATH_MAX];
    snprintf(host, sizeof host, "/%s", names[i]);
    snprintf(inside, sizeof inside, "%s/%s", root, names[i]);
    struct stat st;
    if (lstat(host, &st) < 0) continue; /* absent on this system */
    if (S_ISLNK(st.st_mode)) {
      ssize_t n = readlink(host, link, sizeof link - 1);
      if (n < 0) fail(errno, "readlink %s", host);
      link[n] = '\0';
      if (symlink(link, inside) < 0) fail(errno, "symlink %s", inside);
    } else if (S_ISDIR(st.st_mode)) {
      must_mkdir(inside, 0755);
      bind_mount(host, inside, MS_RDONLY | MS_NOSUID | MS_NODEV);
    }
  }
}

/* A /dev holding only null, zero, random and urandom (plus the usual fd links), read-only. */
static void make_dev(const char *root) {
  static const struct {
    const char *name;
    unsigned minor;
  } nodes[] = {{"null", 3}, {"zero", 5}, {"random", 8}, {"urandom", 9}};
  static const struct {
    const char *name, *target;
  } links[] = {{"fd", "/proc/self/fd"},
               {"stdin", "/proc/self/fd/0"},
               {"stdout", "/proc/self/fd/1"},
               {"stderr", "/proc/self/fd/2"}};
  char dev[PATH_MAX], path[PATH_MAX + 16];
  snprintf(dev, sizeof dev, "%s/dev", root);
  must_mkdir(dev, 0755);
  must_mount("tmpfs", dev, "tmpfs", MS_NOSUID | MS_NOEXEC, "size=64k,nr_inodes=64,mode=0755");
  for (size_t i = 0; i < ARRAY_LEN(nodes); i++) {
    snprintf(path, sizeof path, "%s/%s", dev, nodes[i].name);
    if (mknod(path, S_IFCHR | 0666, makedev(1, nodes[i].minor)) < 0) fail(errno, "mknod %s", path);
  }
  for (size_t i = 0; i < ARRAY_LEN(links); i++) {
    snprintf(path, sizeof path, "%s/%s", dev, links[i].name);
    if (symlink(links[i].target, path) < 0) fail(errno, "symlink %s", path);
  }
  must_mount(NULL, dev, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NOEXEC, NULL);
}

static void build_root(const struct box_spec *spec) {
  const struct run_request *req = &spec->req;
  const char *root = BOX_ROOT_DIR;
  char path[PATH_MAX], opts[128];

  /* Nothing mounted here may propagate back to the host (the spawner made its tree private too). */
  must_mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
  must_mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "size=256k,nr_inodes=256,mode=0755");

  snprintf(path, sizeof path, "%s/usr", root);
  must_mkdir(path, 0755);
  bind_mount("/usr", path, MS_RDONLY | MS_NOSUID | MS_NODEV);
  top_level_links(root);
  make_dev(root);

  snprintf(path, sizeof path, "%s/tmp", root);
  must_mkdir(path, 0755);
  snprintf(opts, sizeof opts, "size=%lluk,nr_inodes=4096,mode=1777", (unsigned long long)req->lim.tmp_kb);
  must_mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV, opts);

  snprintf(path, sizeof path, "%s/box", root);
  must_mkdir(path, 0755);
  bind_mount(req->dir, path, (req->writable ? 0 : MS_RDONLY) | MS_NOSUID | MS_NODEV);

  for (char **b = req->binds; *b; b++) {
    mkdir_under(root, *b);
    snprintf(path, sizeof path, "%s%s", root, *b);
    bind_mount(*b, path, MS_RDONLY | MS_NOSUID | MS_NODEV);
  }

  /* A proc of the box's own pid namespace; hidepid=2 hides the init (root) from the program. */
  snprintf(path, sizeof path, "%s/proc", root);
  must_mkdir(path, 0755);
  must_mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY, "hidepid=2");

  /* pivot_root(".", ".") stacks the old root on the new one; detaching it leaves only the new root. */
  if (chdir(root) < 0) fail(errno, "chdir %s", root);
  if (syscall(SYS_pivot_root, ".", ".") < 0) fail(errno, "pivot_root");
  if (umount2(".", MNT_DETACH) < 0) fail(errno, "detach the old root");
  if (chdir("/") < 0) fail(errno, "chdir /");
  must_mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL);
}

/* execve, searching the request's PATH when argv[0] has no slash (as execvp would, on env's PATH). */
__attribute__((noreturn)) static void exec_program(char **argv, char **env) {
  if (strchr(argv[0], '/')) {
    execve(argv[0], argv, env);
    fail(errno, "exec %s", argv[0]);
  }
  const char *search = "/usr/local/bin:/usr/bin:/bin";
  for (char **p = env; *p; p++)
    if (strncmp(*p, "PATH=", 5) == 0) search = *p + 5;
  int last = ENOENT;
  for (const char *dir = search;;) {
    const char *colon = strchr(dir, ':');
    size_t n = colon ? (size_t)(colon - dir) : strlen(dir);
    char path[PATH_MAX];
    if (n > 0 && (size_t)snprintf(path, sizeof path, "%.*s/%s", (int)n, dir, argv[0]) < sizeof path) {
      execve(path, argv, env);
      if (errno != ENOENT && errno != ENOTDIR) last = errno;
    }
    if (!colon) break;
    dir = colon + 1;
  }
  fail(last, "exec %s", argv[0]);
}

__attribute__((noreturn)) static void run_program(const struct box_spec *spec, int in_fd, int out_fd, int err_fd) {
  /* The init's blocked signals and the spawner's ignored ones would survive exec. */
  sigset_t none;
  sigemptyset(&none);
  if (sigprocmask(SIG_SETMASK, &none, NULL) < 0) fail(errno, "sigprocmask");
  for (int s = 1; s < NSIG; s++) signal(s, SIG_DFL); /* EINVAL for KILL, STOP and libc's own: fine */

  /* The OOM killer's first choice, in the box's cgroup (never the spawner or the init, which share it)
   * and on the whole machine. Raising the score needs no privilege (lowering the spawner's would need
   * CAP_SYS_RESOURCE, which root lacks on some hosts). Done through the host's /proc, before the box's
   * read-only one replaces it; inherited by every process the program starts. */
  if (write_file("/proc/self/oom_score_adj", "1000") < 0) fail(errno, "write oom_score_adj");

  umask(0); /* device nodes and folders get exactly the modes given */
  build_root(spec);
  if (sethostname("box", 3) < 0) fail(errno, "sethostname");
  if (chdir(spec->req.cwd) < 0) fail(errno, "chdir %s", spec->req.cwd);

  if (dup2(in_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) fail(errno, "dup2");
  /* Only 0, 1, 2 and the close-on-exec message pipe remain open past this point. */
  if ((msg_fd > 3 && syscall(SYS_close_range, 3, (unsigned)msg_fd - 1, 0) < 0) ||
      syscall(SYS_close_range, (unsigned)msg_fd + 1, ~0U, 0) < 0)
    fail(errno, "close_range");

  struct err e;
  if (limits_apply(&spec->req.lim, &e) < 0) fail(errno, "%s", e.msg);
  umask(022);
  if (drop_privileges(spec->uid, spec->gid, &e) < 0) fail(errno, "%s", e.msg);

  struct box_msg ready = {.kind = MSG_READY, .setup_cpu_ns = process_cpu_ns()};
  if (write_all(msg_fd, &ready, sizeof ready) < 0) fail(errno, "write to init");
  if (seccomp_install() < 0) fail(errno, "seccomp");
  exec_program(spec->req.argv, spec->req.env);
}

__attribute__((noreturn)) static void report_and_exit(int report_fd, struct box_report *r) {
  struct rusage self;
  getrusage(RUSAGE_SELF, &self);
  r->overhead_ns += (uint64_t)(self.ru_utime.tv_sec + self.ru_stime.tv_sec) * 1000000000u +
                    (uint64_t)(self.ru_utime.tv_usec + self.ru_stime.tv_usec) * 1000u;
  r->magic = BOX_REPORT_MAGIC;
  if (write_all(report_fd, r, sizeof *r) < 0) _exit(1);
  /* Exiting as pid 1 kills whatever is left in the namespace; the kernel waits for it before the
   * supervisor sees us gone. */
  _exit(0);
}

/*
 * One side of an interactive run: the judge compares the moments the two boxes' inits reaped their
 * programs to know which ended first (a crash after the validator's rejection is the rejection). Under
 * load a normal init can wake milliseconds late and turn that order around, so it waits at the lowest
 * real-time priority: it wakes as soon as its program dies. Only the init: the program was forked
 * before, and the init does nothing but reap and report. Without the privilege it just waits as before.
 */
static void wait_promptly(void) {
  struct sched_param p = {.sched_priority = 1};
  (void)sched_setscheduler(0, SCHED_FIFO, &p);
}

void box_init(int cfg_fd, int report_fd, int in_fd, int out_fd, int err_fd) {
  struct box_report report = {0};

  /* Die with the spawner (and so with the supervisor): the whole namespace goes with us. */
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) _exit(1);
  /* Both signals are taken with sigwaitinfo: blocked, so that, as a pid 1 without handlers, we do not
   * drop them. SIGUSR1 is the supervisor asking to stop the box (a limit was hit). */
  signal(SIGCHLD, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGCHLD);
  sigaddset(&set, SIGUSR1);
  if (sigprocmask(SIG_BLOCK, &set, NULL) < 0) _exit(1);

  uint32_t len;
  if (read_full(cfg_fd, &len, sizeof len) != sizeof len || len > (16u << 20)) _exit(1); /* supervisor gone */
  char *buf = xmalloc(len);
  if (read_full(cfg_fd, buf, len) != (ssize_t)len) _exit(1);
  close(cfg_fd);
  struct box_spec spec;
  if (box_spec_decode(buf, len, &spec) < 0) {
    report.setup_errno = EINVAL;
    snprintf(report.setup_stage, sizeof report.setup_stage, "decode the request");
    report_and_exit(report_fd, &report);
  }
  free(buf);

  int msg[2];
  if (pipe2(msg, O_CLOEXEC) < 0) {
    report.setup_errno = errno;
    snprintf(report.setup_stage, sizeof report.setup_stage, "pipe");
    report_and_exit(report_fd, &report);
  }
  pid_t program = fork();
  if (program < 0) {
    report.setup_errno = errno;
    snprintf(report.setup_stage, sizeof report.setup_stage, "fork");
    report_and_exit(report_fd, &report);
  }
  if (program == 0) {
    close(msg[0]);
    close(report_fd);
    msg_fd = msg[1];
    run_program(&spec, in_fd, out_fd, err_fd);
  }
  /* Only box processes may hold the output pipes: the supervisor waits for their end of file. */
  close(msg[1]);
  close(in_fd);
  close(out_fd);
  close(err_fd);
  if (spec.req.fifo) wait_promptly();

  bool killed = false;
  while (!report.ended) {
    siginfo_t info;
    if (sigwaitinfo(&set, &info) < 0) continue;
    if (info.si_signo == SIGUSR1) {
      /* Everything in the namespace but us: the program, its children, its orphans. */
      if (!killed) kill(-1, SIGKILL);
      killed = true;
      continue;
    }
    int status;
    struct rusage ru;
    pid_t pid;
    while ((pid = wait4(-1, &status, WNOHANG, &ru)) > 0) {
      if ((uint64_t)ru.ru_maxrss > report.maxrss_kb) report.maxrss_kb = (uint64_t)ru.ru_maxrss;
      if (pid == program) {
        struct timespec t;
        clock_gettime(CLOCK_MONOTONIC, &t);
        report.ended = 1;
        report.wait_status = status;
        report.exit_ns = (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
      }
    }
  }
  /* The program is gone: its leftovers go too (and no fork can slip past a kill(-1)). */
  if (!killed) kill(-1, SIGKILL);

  /* Was the program ever started? Its messages were all written before it died. */
  struct box_msg m;
  if (fcntl(msg[0], F_SETFL, O_NONBLOCK) < 0) {
    report.setup_errno = errno;
    snprintf(report.setup_stage, sizeof report.setup_stage, "fcntl");
    report_and_exit(report_fd, &report);
  }
  bool ready = false;
  while (read_full(msg[0], &m, sizeof m) == (ssize_t)sizeof m) {
    if (m.kind == MSG_READY) {
      ready = true;
      report.overhead_ns = m.setup_cpu_ns;
    } else if (m.kind == MSG_FAILED) {
      report.setup_errno = m.err;
      memcpy(report.setup_stage, m.stage, sizeof report.setup_stage);
      report.setup_stage[sizeof report.setup_stage - 1] = '\0';
    }
  }
  if (!ready && !report.setup_errno && !killed) {
    report.setup_errno = EIO;
    snprintf(report.setup_stage, sizeof report.setup_stage, "the program process died during setup");
  }
  report_and_exit(report_fd, &report);
}

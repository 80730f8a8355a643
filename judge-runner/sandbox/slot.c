#include "slot.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/sched.h>
#include <sched.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "box.h"

/* Namespaces made fresh for every box. The network namespace is the exception: creating one costs
 * 1.2 ms on average and up to 26 ms here, so each spawner makes one empty namespace (loopback down)
 * and its boxes share it. Nothing survives a run in it: sockets are AF_UNIX only (seccomp) and every
 * process of a box is killed when the run ends. */
#define BOX_CLONE_FLAGS (CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP)

struct spawner_reply {
  int32_t err; /* 0: a pidfd is attached */
  char msg[240];
};

static void lock_path(char *buf, size_t size, int slot) { snprintf(buf, size, "%s/slot-%d.lock", SLOT_LOCK_DIR, slot); }

/* 1 and *fd on success, 0 if another process holds the slot, -1 with e on error. */
static int try_lock(int slot, int *fd, struct err *e) {
  char path[128];
  lock_path(path, sizeof path, slot);
  int f = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (f < 0) return err_errno(e, "open %s", path);
  if (flock(f, LOCK_EX | LOCK_NB) < 0) {
    int saved = errno;
    close(f);
    if (saved == EWOULDBLOCK) return 0;
    errno = saved;
    return err_errno(e, "flock %s", path);
  }
  *fd = f;
  return 1;
}

int slot_clean_stale(struct err *e) {
  int slots[1024];
  int n = cgroups_list_slots(slots, (int)ARRAY_LEN(slots)), removed = 0;
  for (int i = 0; i < n; i++) {
    int fd, got = try_lock(slots[i], &fd, e);
    if (got < 0) return -1;
    if (got == 0) continue; /* a live worker owns it */
    int rc = cgroups_remove_slot(slots[i], e);
    close(fd); /* releases the lock */
    if (rc < 0) return -1;
    removed++;
  }
  return removed;
}

static int send_reply(int sock, int32_t err, const char *msg, int fd) {
  struct spawner_reply r = {.err = err};
  snprintf(r.msg, sizeof r.msg, "%s", msg);
  struct iovec iov = {&r, sizeof r};
  union {
    char buf[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
  } control;
  struct msghdr m = {.msg_iov = &iov, .msg_iovlen = 1};
  if (fd >= 0) {
    m.msg_control = control.buf;
    m.msg_controllen = sizeof control.buf;
    struct cmsghdr *c = CMSG_FIRSTHDR(&m);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(c), &fd, sizeof fd);
  }
  return sendmsg(sock, &m, MSG_NOSIGNAL) < 0 ? -1 : 0;
}

/* Receives one message carrying exactly `want` descriptors (close-on-exec). 0 at end of file. */
static int recv_fds(int sock, int *fds, size_t want, void *payload, size_t size) {
  struct iovec iov = {payload, size};
  union {
    char buf[CMSG_SPACE(8 * sizeof(int))];
    struct cmsghdr align;
  } control;
  struct msghdr m = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf, .msg_controllen = sizeof control.buf};
  ssize_t n;
  do n = recvmsg(sock, &m, MSG_CMSG_CLOEXEC);
  while (n < 0 && errno == EINTR);
  if (n <= 0) return (int)n;
  size_t got = 0;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c)) {
    if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
    size_t count = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
    for (size_t i = 0; i < count; i++) {
      int fd;
      memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
      if (got < want) fds[got++] = fd;
      else close(fd);
    }
  }
  if (got != want || (m.msg_flags & MSG_CTRUNC)) {
    for (size_t i = 0; i < got; i++) close(fds[i]);
    errno = EPROTO;
    return -1;
  }
  return 1;
}

/* Pins the calling process to one core of those it may use: slot N gets the (N mod count)-th, so on a
 * machine with fewer cores than slots, slots share cores round-robin. Boxes inherit the affinity from
 * the spawner, and their processes from the box: a program and its children or threads run on their
 * slot's core, and two slots never compete for a core while there are enough cores. (A program may
 * widen its own affinity; it gains no CPU time, which counts over every thread, only wall time.) */
static int pin_to_core(int index) {
  cpu_set_t allowed, one;
  if (sched_getaffinity(0, sizeof allowed, &allowed) < 0) return -1;
  int count = CPU_COUNT(&allowed), nth = index % (count > 0 ? count : 1);
  CPU_ZERO(&one);
  for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
    if (!CPU_ISSET(cpu, &allowed) || nth-- > 0) continue;
    CPU_SET(cpu, &one);
    return sched_setaffinity(0, sizeof one, &one);
  }
  errno = ESRCH;
  return -1;
}

/* The spawner: joins the slot's cgroups once, pins itself to the slot's core, then clones one box per
 * request. Never returns. */
__attribute__((noreturn)) static void spawner_main(int sock, const struct slot *s, pid_t parent) {
  struct err e = {{0}};
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != parent) _exit(1);
  /* Keep only the socket and stderr (diagnostics): boxes must not inherit the worker's stdout. */
  int devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
  if (devnull < 0 || dup2(devnull, 0) < 0 || dup2(devnull, 1) < 0) _exit(1);
  if ((sock > 3 && syscall(SYS_close_range, 3, (unsigned)sock - 1, 0) < 0) ||
      syscall(SYS_close_range, (unsigned)sock + 1, ~0U, 0) < 0)
    _exit(1);
  sigset_t none;
  sigemptyset(&none);
  /* SIGCHLD ignored: box inits are reaped by the kernel (the supervisor watches their pidfds). */
  if (sigprocmask(SIG_SETMASK, &none, NULL) < 0 || signal(SIGPIPE, SIG_IGN) == SIG_ERR ||
      signal(SIGCHLD, SIG_IGN) == SIG_ERR)
    _exit(1);

  const char *stage = "ready";
  if (cgroups_join(&s->cg, getpid(), &e) < 0) stage = e.msg;
  else if (pin_to_core(s->index) < 0) stage = "pin to the slot's core (sched_setaffinity)";
  else if (unshare(CLONE_NEWNET | CLONE_NEWNS) < 0) stage = "unshare(CLONE_NEWNET | CLONE_NEWNS)";
  else if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) stage = "make / private";
  int err = strcmp(stage, "ready") == 0 ? 0 : (errno ? errno : EIO);
  if (send_reply(sock, err, stage, -1) < 0 || err) _exit(1);

  for (;;) {
    int fds[5];
    char op;
    int got = recv_fds(sock, fds, ARRAY_LEN(fds), &op, 1);
    if (got == 0) _exit(0); /* the supervisor is gone */
    if (got < 0) {
      if (send_reply(sock, errno, "receive the box's descriptors", -1) < 0) _exit(1);
      continue;
    }
    int pidfd = -1;
    struct clone_args args = {
        .flags = BOX_CLONE_FLAGS | CLONE_PIDFD, .pidfd = (uint64_t)(uintptr_t)&pidfd, .exit_signal = SIGCHLD};
    long pid = syscall(SYS_clone3, &args, sizeof args);
    if (pid == 0) {
      close(sock);
      box_init(fds[0], fds[1], fds[2], fds[3], fds[4]);
    }
    int clone_errno = errno;
    for (size_t i = 0; i < ARRAY_LEN(fds); i++) close(fds[i]);
    int rc = pid < 0 ? send_reply(sock, clone_errno, "clone3 the box", -1) : send_reply(sock, 0, "", pidfd);
    if (pidfd >= 0) close(pidfd);
    if (rc < 0) _exit(1);
  }
}

int slot_spawn(struct slot *s, const int fds[5], int *pidfd, bool *fatal, struct err *e) {
  *fatal = false;
  *pidfd = -1;
  struct iovec iov = {(void *)"R", 1};
  union {
    char buf[CMSG_SPACE(5 * sizeof(int))];
    struct cmsghdr align;
  } control;
  struct msghdr m = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf, .msg_controllen = sizeof control.buf};
  struct cmsghdr *c = CMSG_FIRSTHDR(&m);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(5 * sizeof(int));
  memcpy(CMSG_DATA(c), fds, 5 * sizeof(int));
  if (sendmsg(s->spawner_sock, &m, MSG_NOSIGNAL) < 0) {
    *fatal = true;
    return err_errno(e, "send to the spawner");
  }
  struct spawner_reply r;
  /* The reply carries the pidfd when err is 0, nothing otherwise. */
  int fd = -1;
  struct iovec riov = {&r, sizeof r};
  union {
    char buf[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
  } rcontrol;
  struct msghdr reply = {.msg_iov = &riov, .msg_iovlen = 1, .msg_control = rcontrol.buf, .msg_controllen = sizeof rcontrol.buf};
  ssize_t n;
  do n = recvmsg(s->spawner_sock, &reply, MSG_CMSG_CLOEXEC);
  while (n < 0 && errno == EINTR);
  if (n != (ssize_t)sizeof r) {
    *fatal = true;
    return n < 0 ? err_errno(e, "receive from the spawner") : err_set(e, "the spawner is gone");
  }
  for (struct cmsghdr *rc = CMSG_FIRSTHDR(&reply); rc; rc = CMSG_NXTHDR(&reply, rc))
    if (rc->cmsg_level == SOL_SOCKET && rc->cmsg_type == SCM_RIGHTS && rc->cmsg_len == CMSG_LEN(sizeof(int)))
      memcpy(&fd, CMSG_DATA(rc), sizeof fd);
  r.msg[sizeof r.msg - 1] = '\0';
  if (r.err != 0 || fd < 0) {
    if (fd >= 0) close(fd);
    errno = r.err ? r.err : EPROTO;
    return err_errno(e, "spawner: %s", r.msg);
  }
  *pidfd = fd;
  return 0;
}

static int start_spawner(struct slot *s, struct err *e) {
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0) return err_errno(e, "socketpair");
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    close(sv[0]);
    close(sv[1]);
    return err_errno(e, "fork the spawner");
  }
  if (pid == 0) {
    close(sv[0]);
    spawner_main(sv[1], s, parent);
  }
  close(sv[1]);
  s->spawner = pid;
  s->spawner_sock = sv[0];
  struct spawner_reply r;
  ssize_t n = recv(sv[0], &r, sizeof r, 0);
  if (n != (ssize_t)sizeof r) return err_set(e, "the spawner died while starting");
  r.msg[sizeof r.msg - 1] = '\0';
  if (r.err) {
    errno = r.err;
    return err_errno(e, "spawner: %s", r.msg);
  }
  return 0;
}

int slot_open(struct slot *s, int want, int first_slot, int count, uid_t uid_base, struct err *e) {
  memset(s, 0, sizeof *s);
  s->lock_fd = s->spawner_sock = s->draining = -1;
  s->spawner = -1;
  s->cg.fd_cpu_usage = s->cg.fd_mem_limit = s->cg.fd_memsw_limit = s->cg.fd_mem_peak = -1;
  s->cg.fd_mem_usage = s->cg.fd_oom_control = s->cg.fd_pids_max = -1;
  if (mkdir(SLOT_LOCK_DIR, 0755) < 0 && errno != EEXIST) return err_errno(e, "mkdir %s", SLOT_LOCK_DIR);
  if (mkdir(BOX_ROOT_DIR, 0755) < 0 && errno != EEXIST) return err_errno(e, "mkdir %s", BOX_ROOT_DIR);
  int first = want >= 0 ? want : first_slot, last = want >= 0 ? want : first_slot + count - 1;
  for (int i = first; i <= last && s->lock_fd < 0; i++) {
    int got = try_lock(i, &s->lock_fd, e);
    if (got < 0) return -1;
    if (got) s->index = i;
  }
  if (s->lock_fd < 0)
    return want >= 0 ? err_set(e, "slot %d is in use by another worker", want)
                     : err_set(e, "slots %d-%d are all in use", first, last);
  s->uid = uid_base + (uid_t)s->index;
  s->gid = (gid_t)s->uid;
  if (slot_clean_stale(e) < 0) return -1;
  s->cgroups_made = true; /* even half made: slot_close removes what exists */
  if (cgroups_create(&s->cg, s->index, e) < 0) return -1;
  return start_spawner(s, e);
}

static bool wait_gone(int pidfd, int ms) {
  struct pollfd p = {pidfd, POLLIN, 0};
  int n;
  while ((n = poll(&p, 1, ms)) < 0 && errno == EINTR) {
  }
  return n > 0;
}

int slot_wait_drained(struct slot *s, struct err *e) {
  if (s->draining < 0) return 0;
  int fd = s->draining;
  s->draining = -1;
  bool gone = wait_gone(fd, 2000);
  if (!gone) {
    syscall(SYS_pidfd_send_signal, fd, SIGKILL, NULL, 0);
    gone = wait_gone(fd, 2000);
  }
  close(fd);
  return gone ? 0 : err_set(e, "the last box's init does not go away");
}

int slot_close(struct slot *s, struct err *e) {
  int rc = 0;
  if (slot_wait_drained(s, e) < 0) rc = -1;
  if (s->spawner_sock >= 0) close(s->spawner_sock);
  s->spawner_sock = -1;
  if (s->spawner > 0) {
    /* Its box inits die with it (parent-death signal), and their namespaces with them. */
    kill(s->spawner, SIGKILL);
    while (waitpid(s->spawner, NULL, 0) < 0 && errno == EINTR) {
    }
    s->spawner = -1;
  }
  /* Box inits orphaned by the spawner's death are reparented to us (a subreaper): reap them. */
  while (waitpid(-1, NULL, WNOHANG) > 0) {
  }
  if (s->cgroups_made && cgroups_destroy(&s->cg, e) < 0) rc = -1;
  s->cgroups_made = false;
  while (waitpid(-1, NULL, WNOHANG) > 0) {
  }
  if (s->lock_fd >= 0) close(s->lock_fd);
  s->lock_fd = -1;
  return rc;
}

#include "limits.h"

#include <errno.h>
#include <grp.h>
#include <sys/resource.h>
#include <unistd.h>

static int set_limit(int resource, const char *name, uint64_t soft, uint64_t hard, struct err *e) {
  struct rlimit r = {(rlim_t)soft, (rlim_t)hard};
  if (setrlimit(resource, &r) < 0) return err_errno(e, "setrlimit %s", name);
  return 0;
}

int limits_apply(const struct limits *lim, struct err *e) {
  /* SIGXCPU at the soft limit, SIGKILL at the hard one. Whole seconds above the cpu limit: a soft limit
   * equal to the hard one kills at about 980 ms for a 1 s limit, and the supervisor already stops the
   * box at the exact limit from cpuacct (which also covers every process, not just this one). */
  uint64_t cpu_s = (lim->cpu_ms + 999) / 1000 + 1;
  if (set_limit(RLIMIT_CPU, "CPU", cpu_s, cpu_s + 1, e) < 0) return -1;
  if (set_limit(RLIMIT_FSIZE, "FSIZE", lim->file_bytes, lim->file_bytes, e) < 0) return -1;
  if (set_limit(RLIMIT_STACK, "STACK", lim->stack_kb * 1024, lim->stack_kb * 1024, e) < 0) return -1;
  if (set_limit(RLIMIT_CORE, "CORE", 0, 0, e) < 0) return -1;
  if (set_limit(RLIMIT_NOFILE, "NOFILE", lim->nofile, lim->nofile, e) < 0) return -1;
  if (set_limit(RLIMIT_NPROC, "NPROC", lim->pids, lim->pids, e) < 0) return -1;
  if (set_limit(RLIMIT_MSGQUEUE, "MSGQUEUE", 0, 0, e) < 0) return -1;
  return 0;
}

int drop_privileges(uid_t uid, gid_t gid, struct err *e) {
  if (setgroups(0, NULL) < 0) return err_errno(e, "setgroups");
  if (setresgid(gid, gid, gid) < 0) return err_errno(e, "setresgid %u", (unsigned)gid);
  /* Leaving uid 0 for a non-zero uid in every slot clears the permitted and effective capabilities. */
  if (setresuid(uid, uid, uid) < 0) return err_errno(e, "setresuid %u", (unsigned)uid);
  if (setuid(0) == 0) return err_set(e, "privileges were not dropped");
  return 0;
}

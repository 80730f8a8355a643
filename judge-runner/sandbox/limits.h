/*
 * Per-process limits and the privilege drop, applied by the box's program process just before exec.
 * What is not here, and why: memory is limited by the memory cgroup, not RLIMIT_AS (with RLIMIT_AS
 * malloc returns NULL and the program ends in RE instead of MLE); processes by the pids cgroup, because
 * RLIMIT_NPROC counts per uid across the system (it is still set, as a second fence, since each slot
 * has its own uid).
 */
#ifndef OJ_LIMITS_H
#define OJ_LIMITS_H

#include "common.h"
#include "protocol.h"

/* RLIMIT_CPU (soft below hard: the supervisor's cpuacct check is the real limit, this is a backstop),
 * FSIZE, STACK, CORE=0, NOFILE, NPROC, MSGQUEUE=0. 0 or -1 with e. */
int limits_apply(const struct limits *lim, struct err *e);
/* Drops every group, then sets real/effective/saved gid and uid; clears all capabilities. */
int drop_privileges(uid_t uid, gid_t gid, struct err *e);

#endif

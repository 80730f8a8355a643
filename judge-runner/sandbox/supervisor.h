/*
 * One run, seen from the supervisor (the worker process, outside the slot's cgroups): it opens the
 * request's files, asks the spawner for a box, feeds it the request, copies stdout/stderr with their
 * caps, enforces CPU time (cpuacct) and wall time, stops the box when a limit is hit, and decides the
 * status from how the program ended and from the cgroup counters.
 */
#ifndef OJ_SUPERVISOR_H
#define OJ_SUPERVISOR_H

#include "protocol.h"
#include "slot.h"

/* Memory the cgroup holds besides the program: the spawner, the box init, the kernel's objects for a
 * box (namespaces, mounts, page tables). Added to memory_kb for the cgroup limit. */
#define BOX_MEMORY_ALLOWANCE (2u << 20)

/*
 * Runs req in slot s and fills res (status SE for a run that could not happen). signal_fd (a signalfd,
 * or -1) is watched: when it fires, the box is stopped, res is SE and *stop is set.
 * Returns -1 when the slot itself is broken (its spawner died): the worker must exit after reporting.
 */
int supervise_run(struct slot *s, const struct run_request *req, struct run_result *res, int signal_fd,
                  bool *stop);

#endif

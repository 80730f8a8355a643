/*
 * The slot's cgroups (v1): memory, pids and cpuacct groups named <root>/<controller>/oj-sandbox/slot-<N>.
 * They are created once per slot worker; its spawner joins them once (the join waits for an RCU grace
 * period, 12-17 ms) and every box is cloned inside them. Per run only knobs are written.
 */
#ifndef OJ_CGROUPS_H
#define OJ_CGROUPS_H

#include <limits.h>

#include "common.h"

#define CGROUP_ROOT "/sys/fs/cgroup"
#define CGROUP_PARENT "oj-sandbox"

struct slot_cgroups {
  int slot;
  char dir[3][PATH_MAX]; /* memory, pids, cpuacct */
  int fd_cpu_usage;      /* cpuacct.usage */
  int fd_mem_limit;      /* memory.limit_in_bytes */
  int fd_memsw_limit;    /* memory.memsw.limit_in_bytes, -1 without swap accounting */
  int fd_mem_peak;       /* memory.max_usage_in_bytes */
  int fd_mem_usage;      /* memory.usage_in_bytes */
  int fd_oom_control;    /* memory.oom_control (its oom_kill counter) */
  int fd_pids_max;       /* pids.max */
  uint64_t mem_limit, pids_max; /* as last written, to skip unchanged writes */
};

struct cgroup_counters {
  uint64_t cpu_ns;    /* cpuacct.usage */
  uint64_t oom_kills; /* oom_kill in memory.oom_control */
  uint64_t mem_usage; /* memory.usage_in_bytes */
  uint64_t mem_peak;  /* memory.max_usage_in_bytes */
};

/* Removes the slot's groups if they exist (killing what is left inside), then creates fresh ones. */
int cgroups_create(struct slot_cgroups *cg, int slot, struct err *e);
/* Moves pid into the three groups (once per slot worker: this is the slow part). */
int cgroups_join(const struct slot_cgroups *cg, pid_t pid, struct err *e);
/* Sets the memory limit (also memsw) and pids.max, then resets the memory peak to current usage. */
int cgroups_prepare_run(struct slot_cgroups *cg, uint64_t mem_bytes, uint64_t pids_max, struct err *e);
int cgroups_read(const struct slot_cgroups *cg, struct cgroup_counters *c, struct err *e);
/* Closes the knobs and removes the groups (they must be empty). */
int cgroups_destroy(struct slot_cgroups *cg, struct err *e);
/* Kills every task of slot N's groups and removes them; 0 if they did not exist. */
int cgroups_remove_slot(int slot, struct err *e);
/* Slot numbers that have groups under CGROUP_PARENT (in any controller). Returns the count (<= max). */
int cgroups_list_slots(int *slots, int max);

#endif

#include "cgroups.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char *const controllers[3] = {"memory", "pids", "cpuacct"};

static void slot_dir(char *buf, size_t size, int controller, int slot) {
  snprintf(buf, size, "%s/%s/%s/slot-%d", CGROUP_ROOT, controllers[controller], CGROUP_PARENT, slot);
}

static void sleep_ms(long ms) {
  struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
  while (nanosleep(&t, &t) < 0 && errno == EINTR) {
  }
}

/* Kills every task listed in dir/cgroup.procs until none is left (tasks may still be forking). */
static int kill_all_in(const char *dir, struct err *e) {
  char path[PATH_MAX + 32];
  snprintf(path, sizeof path, "%s/cgroup.procs", dir);
  for (int round = 0; round < 200; round++) {
    FILE *f = fopen(path, "re");
    if (!f) {
      if (errno == ENOENT) return 0;
      return err_errno(e, "open %s", path);
    }
    int pid, found = 0;
    while (fscanf(f, "%d", &pid) == 1) {
      found++;
      if (kill(pid, SIGKILL) < 0 && errno != ESRCH) {
        fclose(f);
        return err_errno(e, "kill %d in %s", pid, dir);
      }
    }
    fclose(f);
    if (!found) return 0;
    sleep_ms(5);
  }
  return err_set(e, "tasks in %s survive SIGKILL", dir);
}

/* rmdir, retrying while the kernel finishes releasing tasks that just died (EBUSY). */
static int remove_dir(const char *dir, struct err *e) {
  for (int round = 0; round < 200; round++) {
    if (rmdir(dir) == 0 || errno == ENOENT) return 0;
    if (errno != EBUSY) return err_errno(e, "rmdir %s", dir);
    if (kill_all_in(dir, e) < 0) return -1;
    sleep_ms(5);
  }
  return err_set(e, "rmdir %s: still busy", dir);
}

int cgroups_remove_slot(int slot, struct err *e) {
  char dir[PATH_MAX];
  for (int c = 0; c < 3; c++) {
    slot_dir(dir, sizeof dir, c, slot);
    if (kill_all_in(dir, e) < 0 || remove_dir(dir, e) < 0) return -1;
  }
  return 0;
}

int cgroups_list_slots(int *slots, int max) {
  int n = 0;
  for (int c = 0; c < 3; c++) {
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s/%s/%s", CGROUP_ROOT, controllers[c], CGROUP_PARENT);
    DIR *d = opendir(dir);
    if (!d) continue;
    struct dirent *ent;
    while ((ent = readdir(d))) {
      int slot;
      char tail;
      if (sscanf(ent->d_name, "slot-%d%c", &slot, &tail) != 1 || slot < 0) continue;
      bool seen = false;
      for (int i = 0; i < n; i++) seen = seen || slots[i] == slot;
      if (!seen && n < max) slots[n++] = slot;
    }
    closedir(d);
  }
  return n;
}

static int open_knob(const struct slot_cgroups *cg, int controller, const char *name, int flags, struct err *e) {
  char path[PATH_MAX + 64];
  snprintf(path, sizeof path, "%s/%s", cg->dir[controller], name);
  int fd = open(path, flags | O_CLOEXEC);
  if (fd < 0) return err_errno(e, "open %s", path);
  return fd;
}

int cgroups_create(struct slot_cgroups *cg, int slot, struct err *e) {
  memset(cg, 0, sizeof *cg);
  cg->slot = slot;
  int *fds[] = {&cg->fd_cpu_usage,    &cg->fd_mem_limit,   &cg->fd_memsw_limit, &cg->fd_mem_peak,
                &cg->fd_mem_usage,    &cg->fd_oom_control, &cg->fd_pids_max};
  for (size_t i = 0; i < ARRAY_LEN(fds); i++) *fds[i] = -1;
  /* A fresh group has no limit: the first write must lower memory before memsw (see prepare_run). */
  cg->mem_limit = cg->pids_max = UINT64_MAX;
  if (cgroups_remove_slot(slot, e) < 0) return -1;
  for (int c = 0; c < 3; c++) {
    char parent[PATH_MAX];
    snprintf(parent, sizeof parent, "%s/%s", CGROUP_ROOT, controllers[c]);
    struct stat st;
    if (stat(parent, &st) < 0) return err_errno(e, "cgroup v1 controller %s is not mounted at %s", controllers[c], parent);
    snprintf(parent, sizeof parent, "%s/%s/%s", CGROUP_ROOT, controllers[c], CGROUP_PARENT);
    if (mkdir(parent, 0755) < 0 && errno != EEXIST) return err_errno(e, "mkdir %s", parent);
    slot_dir(cg->dir[c], sizeof cg->dir[c], c, slot);
    if (mkdir(cg->dir[c], 0755) < 0) return err_errno(e, "mkdir %s", cg->dir[c]);
  }
  if ((cg->fd_mem_limit = open_knob(cg, 0, "memory.limit_in_bytes", O_RDWR, e)) < 0 ||
      (cg->fd_mem_peak = open_knob(cg, 0, "memory.max_usage_in_bytes", O_RDWR, e)) < 0 ||
      (cg->fd_mem_usage = open_knob(cg, 0, "memory.usage_in_bytes", O_RDONLY, e)) < 0 ||
      (cg->fd_oom_control = open_knob(cg, 0, "memory.oom_control", O_RDONLY, e)) < 0 ||
      (cg->fd_pids_max = open_knob(cg, 1, "pids.max", O_RDWR, e)) < 0 ||
      (cg->fd_cpu_usage = open_knob(cg, 2, "cpuacct.usage", O_RDONLY, e)) < 0)
    return -1;
  /* Without swap accounting (swapaccount=0) the memsw knobs are absent: then no swap limit is needed. */
  struct err ignored;
  cg->fd_memsw_limit = open_knob(cg, 0, "memory.memsw.limit_in_bytes", O_RDWR, &ignored);
  return 0;
}

int cgroups_join(const struct slot_cgroups *cg, pid_t pid, struct err *e) {
  char path[PATH_MAX + 32], text[32];
  snprintf(text, sizeof text, "%d", (int)pid);
  for (int c = 0; c < 3; c++) {
    snprintf(path, sizeof path, "%s/cgroup.procs", cg->dir[c]);
    if (write_file(path, text) < 0) return err_errno(e, "join %s", path);
  }
  return 0;
}

int cgroups_prepare_run(struct slot_cgroups *cg, uint64_t mem_bytes, uint64_t pids_max, struct err *e) {
  char text[32];
  if (mem_bytes != cg->mem_limit) {
    snprintf(text, sizeof text, "%llu", (unsigned long long)mem_bytes);
    /* memsw (memory + swap) may never be below memory: raise it first, lower it last. */
    bool raising = mem_bytes > cg->mem_limit;
    if (raising && cg->fd_memsw_limit >= 0 && write_fd_str(cg->fd_memsw_limit, text) < 0)
      return err_errno(e, "set memory.memsw.limit_in_bytes");
    if (write_fd_str(cg->fd_mem_limit, text) < 0) return err_errno(e, "set memory.limit_in_bytes");
    if (!raising && cg->fd_memsw_limit >= 0 && write_fd_str(cg->fd_memsw_limit, text) < 0)
      return err_errno(e, "set memory.memsw.limit_in_bytes");
    cg->mem_limit = mem_bytes;
  }
  if (pids_max != cg->pids_max) {
    snprintf(text, sizeof text, "%llu", (unsigned long long)pids_max);
    if (write_fd_str(cg->fd_pids_max, text) < 0) return err_errno(e, "set pids.max");
    cg->pids_max = pids_max;
  }
  if (write_fd_str(cg->fd_mem_peak, "0") < 0) return err_errno(e, "reset memory.max_usage_in_bytes");
  return 0;
}

static int read_oom_kills(int fd, uint64_t *out) {
  char buf[256];
  ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
  if (n <= 0) return -1;
  buf[n] = '\0';
  const char *p = strstr(buf, "oom_kill ");
  if (!p) {
    errno = EIO;
    return -1;
  }
  *out = strtoull(p + strlen("oom_kill "), NULL, 10);
  return 0;
}

int cgroups_read(const struct slot_cgroups *cg, struct cgroup_counters *c, struct err *e) {
  if (read_fd_u64(cg->fd_cpu_usage, &c->cpu_ns) < 0) return err_errno(e, "read cpuacct.usage");
  if (read_oom_kills(cg->fd_oom_control, &c->oom_kills) < 0) return err_errno(e, "read memory.oom_control");
  if (read_fd_u64(cg->fd_mem_usage, &c->mem_usage) < 0) return err_errno(e, "read memory.usage_in_bytes");
  if (read_fd_u64(cg->fd_mem_peak, &c->mem_peak) < 0) return err_errno(e, "read memory.max_usage_in_bytes");
  return 0;
}

int cgroups_destroy(struct slot_cgroups *cg, struct err *e) {
  int *fds[] = {&cg->fd_cpu_usage,    &cg->fd_mem_limit,   &cg->fd_memsw_limit, &cg->fd_mem_peak,
                &cg->fd_mem_usage,    &cg->fd_oom_control, &cg->fd_pids_max};
  for (size_t i = 0; i < ARRAY_LEN(fds); i++)
    if (*fds[i] >= 0) {
      close(*fds[i]);
      *fds[i] = -1;
    }
  return cgroups_remove_slot(cg->slot, e);
}

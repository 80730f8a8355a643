/*
 * The run request and its result: parsing a request line, printing a result line (both described at
 * the top of main.c), and the binary form in which the supervisor hands a request to the box's init.
 */
#ifndef OJ_PROTOCOL_H
#define OJ_PROTOCOL_H

#include "common.h"

struct limits {
  uint64_t cpu_ms;       /* CPU time of every process in the box, summed (cpuacct) */
  uint64_t wall_ms;      /* wall clock from start to the program's exit */
  uint64_t memory_kb;    /* memory cgroup limit for the box (anonymous memory, tmpfs, page cache) */
  uint64_t pids;         /* processes + threads in the box (pids cgroup) */
  uint64_t stdout_bytes; /* captured stdout cap; more is OLE */
  uint64_t stderr_bytes; /* captured stderr cap; more is dropped silently */
  uint64_t file_bytes;   /* RLIMIT_FSIZE: the largest file the program may write */
  uint64_t stack_kb;     /* RLIMIT_STACK */
  uint64_t tmp_kb;       /* size of the box's /tmp tmpfs (charged to the memory cgroup) */
  uint64_t nofile;       /* RLIMIT_NOFILE */
  uint64_t peer_grace_ms; /* fifo stdin: once its writer (the peer) is gone, stop the box this much later;
                           * 0 = never (only the other limits end it) */
};

struct run_request {
  char *id;          /* echoed in the result; may be NULL */
  char **argv;       /* NULL-terminated */
  char **env;        /* NULL-terminated */
  char **binds;      /* NULL-terminated extra read-only binds (same path inside) */
  char *dir;         /* host folder bound at /box */
  char *cwd;         /* working directory inside the box */
  char *stdin_path;  /* host file for stdin, NULL = /dev/null */
  char *stdout_path; /* host file receiving the captured stdout, NULL = discard */
  char *stderr_path; /* host file receiving the captured stderr, NULL = discard */
  bool writable;     /* /box read-write (compile) or read-only (run) */
  bool fifo;         /* stdin/stdout are named FIFOs (interactive runs), not files */
  struct limits lim;
};

enum run_status { ST_OK, ST_RE, ST_TLE, ST_MLE, ST_OLE, ST_SE };
enum run_reason { RS_NONE, RS_CPU, RS_WALL, RS_MEMORY, RS_STDOUT, RS_FILE_SIZE, RS_PEER };

struct run_result {
  enum run_status status;
  enum run_reason reason;
  double cpu_ms, wall_ms;
  /* CLOCK_MONOTONIC at the program's end, in ms: the two sides of an interactive run compare these to
   * know which ended first (their wall clocks start apart, by however late each box was set up). */
  double ended_ms;
  uint64_t memory_kb;
  int exit_code; /* -1 when the program did not exit by itself */
  int signal;    /* 0 when the program was not killed by a signal */
  uint64_t stdout_bytes, stderr_bytes;
  char error[512]; /* SE only; empty otherwise */
};

/* Default limits (the request may override each one). */
void limits_default(struct limits *lim);

/* Parses one request line. On error returns -1 and fills e; req->id still holds the id if it was
 * readable (so the error result can carry it). The caller frees req with request_free either way. */
int request_parse(const char *line, size_t len, struct run_request *req, struct err *e);
void request_free(struct run_request *req);

/* Appends one result line (with '\n') for the request id (may be NULL). */
void result_format(const char *id, const struct run_result *res, struct sbuf *out);
/* A result for a run that could not happen. */
void result_system_error(struct run_result *res, const char *message);

/*
 * The request as the box's init receives it over a pipe: a header, then the strings. uid/gid are the
 * slot's; the box never sees the host paths of stdin/stdout/stderr (the supervisor opened them).
 */
void box_spec_encode(const struct run_request *req, uid_t uid, gid_t gid, struct sbuf *out);
struct box_spec {
  uid_t uid;
  gid_t gid;
  struct run_request req; /* argv, env, binds, dir, cwd, writable, fifo, lim; the rest NULL */
};
int box_spec_decode(const char *buf, size_t len, struct box_spec *spec);

#endif

/*
 * Small helpers shared by every part of oj-sandbox: error messages, clocks, whole-buffer I/O,
 * allocation that aborts on failure (the helper is tiny; running out of memory is not recoverable).
 */
#ifndef OJ_COMMON_H
#define OJ_COMMON_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* A failing function fills one of these and returns -1; the caller decides how to report it. */
struct err {
  char msg[512];
};

/* Sets e->msg from the format and returns -1. */
int err_set(struct err *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* As err_set, with ": strerror(errno)" appended (errno as it was on entry). */
int err_errno(struct err *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Nanoseconds on CLOCK_MONOTONIC. */
uint64_t now_ns(void);

/* Writes all of buf, retrying on EINTR and short writes. 0 on success, -1 with errno. */
int write_all(int fd, const void *buf, size_t len);
/* Reads until len bytes or end of file. Returns the count read, -1 with errno. */
ssize_t read_full(int fd, void *buf, size_t len);

/* Writes text to an existing file (cgroup and /proc knobs). 0 or -1 with errno. */
int write_file(const char *path, const char *text);
/* pwrite at offset 0 of an open knob. 0 or -1 with errno. */
int write_fd_str(int fd, const char *text);
/* Reads a file into buf (NUL-terminated, truncated to size-1). Length or -1 with errno. */
ssize_t read_file(const char *path, char *buf, size_t size);
/* pread from offset 0 of an open knob and parse an unsigned decimal. 0 or -1. */
int read_fd_u64(int fd, uint64_t *out);

void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);

/* A growable string, for building JSON lines. */
struct sbuf {
  char *data;
  size_t len, cap;
};
void sb_putn(struct sbuf *b, const char *s, size_t n);
void sb_puts(struct sbuf *b, const char *s);
void sb_printf(struct sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Appends s as a JSON string literal, quotes included. */
void sb_json_string(struct sbuf *b, const char *s);
void sb_free(struct sbuf *b);

#endif

#include "common.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int err_set(struct err *e, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(e->msg, sizeof e->msg, fmt, ap);
  va_end(ap);
  return -1;
}

int err_errno(struct err *e, const char *fmt, ...) {
  int saved = errno;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(e->msg, sizeof e->msg, fmt, ap);
  va_end(ap);
  if (n >= 0 && (size_t)n < sizeof e->msg) snprintf(e->msg + n, sizeof e->msg - (size_t)n, ": %s", strerror(saved));
  errno = saved;
  return -1;
}

uint64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

int write_all(int fd, const void *buf, size_t len) {
  const char *p = buf;
  while (len > 0) {
    ssize_t n = write(fd, p, len);
    if (n < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    p += n;
    len -= (size_t)n;
  }
  return 0;
}

ssize_t read_full(int fd, void *buf, size_t len) {
  char *p = buf;
  size_t got = 0;
  while (got < len) {
    ssize_t n = read(fd, p + got, len - got);
    if (n < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    if (n == 0) break;
    got += (size_t)n;
  }
  return (ssize_t)got;
}

int write_file(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  int rc = write_all(fd, text, strlen(text));
  int saved = errno;
  close(fd);
  errno = saved;
  return rc;
}

int write_fd_str(int fd, const char *text) {
  size_t len = strlen(text);
  ssize_t n = pwrite(fd, text, len, 0);
  if (n < 0) return -1;
  if ((size_t)n != len) {
    errno = EIO;
    return -1;
  }
  return 0;
}

ssize_t read_file(const char *path, char *buf, size_t size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read_full(fd, buf, size - 1);
  int saved = errno;
  close(fd);
  errno = saved;
  if (n < 0) return -1;
  buf[n] = '\0';
  return n;
}

int read_fd_u64(int fd, uint64_t *out) {
  char buf[64];
  ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
  if (n <= 0) {
    if (n == 0) errno = EIO;
    return -1;
  }
  buf[n] = '\0';
  char *end;
  errno = 0;
  unsigned long long v = strtoull(buf, &end, 10);
  if (errno != 0 || end == buf) {
    errno = EIO;
    return -1;
  }
  *out = v;
  return 0;
}

static void out_of_memory(void) {
  static const char msg[] = "oj-sandbox: out of memory\n";
  ssize_t ignored = write(2, msg, sizeof msg - 1);
  (void)ignored;
  abort();
}

void *xmalloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p) out_of_memory();
  return p;
}

void *xcalloc(size_t count, size_t size) {
  void *p = calloc(count ? count : 1, size ? size : 1);
  if (!p) out_of_memory();
  return p;
}

void *xrealloc(void *p, size_t size) {
  void *q = realloc(p, size ? size : 1);
  if (!q) out_of_memory();
  return q;
}

char *xstrdup(const char *s) {
  char *p = strdup(s);
  if (!p) out_of_memory();
  return p;
}

void sb_putn(struct sbuf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n + 1) cap *= 2;
    b->data = xrealloc(b->data, cap);
    b->cap = cap;
  }
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = '\0';
}

void sb_puts(struct sbuf *b, const char *s) { sb_putn(b, s, strlen(s)); }

void sb_printf(struct sbuf *b, const char *fmt, ...) {
  char small[256];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n < sizeof small) {
    sb_putn(b, small, (size_t)n);
    return;
  }
  char *big = xmalloc((size_t)n + 1);
  va_start(ap, fmt);
  vsnprintf(big, (size_t)n + 1, fmt, ap);
  va_end(ap);
  sb_putn(b, big, (size_t)n);
  free(big);
}

void sb_json_string(struct sbuf *b, const char *s) {
  sb_putn(b, "\"", 1);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    switch (*p) {
    case '"': sb_puts(b, "\\\""); break;
    case '\\': sb_puts(b, "\\\\"); break;
    case '\n': sb_puts(b, "\\n"); break;
    case '\r': sb_puts(b, "\\r"); break;
    case '\t': sb_puts(b, "\\t"); break;
    default:
      if (*p < 0x20 || *p == 0x7f) sb_printf(b, "\\u%04x", *p);
      else sb_putn(b, (const char *)p, 1);
    }
  }
  sb_putn(b, "\"", 1);
}

void sb_free(struct sbuf *b) {
  free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}

#include <pthread.h>
/* Threads until the pids limit refuses, each spinning: CPU time counts every thread. */
static void *spin(void *unused) {
  volatile unsigned long n = 0;
  for (;;) n++;
  return unused;
}
int main(void) {
  pthread_t thread;
  for (;;) pthread_create(&thread, 0, spin, 0);
}

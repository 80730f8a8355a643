#include <unistd.h>
/* Forks until the pids limit refuses, and every process spins. */
int main(void) {
  for (;;) fork();
}

import sys

a, b = map(int, sys.stdin.readline().split())
print(a + b)
block = b"\n" * (1 << 20)
for _ in range(128):
    sys.stdout.buffer.write(block)

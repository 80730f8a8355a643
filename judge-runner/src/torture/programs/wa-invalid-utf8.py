import sys

a, b = map(int, sys.stdin.readline().split())
sys.stdout.buffer.write(str(a + b).encode() + b"\xff\xfe\n")

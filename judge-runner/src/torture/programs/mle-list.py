kept = []
for i in range(1 << 30):
    kept.append(bytearray(1 << 20))
print(len(kept))

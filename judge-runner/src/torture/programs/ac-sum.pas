var a, b: int64;
begin
  while not seekeof do
  begin
    read(a, b);
    writeln(a + b);
  end;
end.

module liblift/lift

go 1.19

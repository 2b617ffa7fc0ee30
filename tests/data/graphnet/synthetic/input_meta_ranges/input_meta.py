class Program_input_tensor_meta_input_0:
	name = "input_0"
	shape = [100]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 31

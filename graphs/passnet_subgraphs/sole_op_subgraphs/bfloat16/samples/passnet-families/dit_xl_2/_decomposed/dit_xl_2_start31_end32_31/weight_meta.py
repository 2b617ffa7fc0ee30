class Program_weight_tensor_meta_args:
	name = "in_0"
	original_name = "args"
	shape = [2, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 4.951
	std = 9.436

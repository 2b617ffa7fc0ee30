class Program_weight_tensor_meta_mul:
	name = "in_0"
	original_name = "mul"
	shape = [2, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 16.500
	std = 9.306

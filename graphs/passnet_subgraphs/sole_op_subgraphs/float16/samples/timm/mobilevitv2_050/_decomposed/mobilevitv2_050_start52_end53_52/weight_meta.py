class Program_weight_tensor_meta_mul:
	name = "in_0"
	original_name = "mul"
	shape = [1, 64, 4, 256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.005

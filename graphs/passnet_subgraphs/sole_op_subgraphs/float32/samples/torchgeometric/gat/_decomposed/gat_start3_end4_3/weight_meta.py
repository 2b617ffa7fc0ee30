class Program_weight_tensor_meta_mul:
	name = "in_0"
	original_name = "mul"
	shape = [2708, 1, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.007
	std = 0.154

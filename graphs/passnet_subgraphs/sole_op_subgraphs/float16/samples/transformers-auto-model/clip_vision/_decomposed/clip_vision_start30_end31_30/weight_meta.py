class Program_weight_tensor_meta_mul:
	name = "in_0"
	original_name = "mul"
	shape = [1, 50, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 1.218

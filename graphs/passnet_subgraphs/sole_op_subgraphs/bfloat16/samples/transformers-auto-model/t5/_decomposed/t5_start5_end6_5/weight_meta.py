class Program_weight_tensor_meta_variance:
	name = "in_0"
	original_name = "variance"
	shape = [2, 32, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.989
	std = 0.069

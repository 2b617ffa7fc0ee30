class Program_weight_tensor_meta_linear_4:
	name = "in_0"
	original_name = "linear_4"
	shape = [128, 1408]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.009
	std = 0.642

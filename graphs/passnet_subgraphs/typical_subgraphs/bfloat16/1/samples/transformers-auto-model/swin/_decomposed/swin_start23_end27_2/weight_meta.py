class Program_weight_tensor_meta_relative_position_bias:
	name = "in_0"
	original_name = "relative_position_bias"
	shape = [2401, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020

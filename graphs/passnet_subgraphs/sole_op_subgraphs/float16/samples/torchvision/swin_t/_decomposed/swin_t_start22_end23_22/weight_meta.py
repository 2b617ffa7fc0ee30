class Program_weight_tensor_meta_attn:
	name = "in_0"
	original_name = "attn"
	shape = [64, 3, 49, 49]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.006
	std = 0.040


class Program_weight_tensor_meta_relative_position_bias_2:
	name = "in_1"
	original_name = "relative_position_bias_2"
	shape = [1, 3, 49, 49]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020

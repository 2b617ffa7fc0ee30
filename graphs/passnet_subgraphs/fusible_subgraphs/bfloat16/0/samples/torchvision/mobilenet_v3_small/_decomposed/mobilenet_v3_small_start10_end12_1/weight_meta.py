class Program_weight_tensor_meta_input_6:
	name = "in_0"
	original_name = "input_6"
	shape = [1, 16, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.040
	std = 0.052


class Program_weight_tensor_meta_scale_3:
	name = "in_1"
	original_name = "scale_3"
	shape = [1, 16, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.071
	data = [0.071345, 0.051665, 0.013358, -0.012249, 0.000224, -0.169956, -0.014807, 0.092500, 0.016304, 0.096010, -0.100206, 0.032033, -0.030177, -0.066245, -0.051061, 0.028979]

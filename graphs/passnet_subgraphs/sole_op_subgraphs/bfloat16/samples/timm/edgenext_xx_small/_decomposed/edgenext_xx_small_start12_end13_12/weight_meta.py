class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_parameters_gamma_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_parameters_gamma_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.014
	data = [-0.014029, 0.020735, -0.012072, -0.025574, 0.001860, -0.013321, 0.012162, -0.014599, -0.005192, 0.002368, 0.004880, 0.023293, 0.005773, 0.007733, -0.004020, -0.002358, 0.003845, -0.015442, -0.038006, 0.002615, -0.014085, 0.006295, 0.003149, 0.007708]


class Program_weight_tensor_meta_x_10:
	name = "in_0"
	original_name = "x_10"
	shape = [1, 56, 56, 24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.028

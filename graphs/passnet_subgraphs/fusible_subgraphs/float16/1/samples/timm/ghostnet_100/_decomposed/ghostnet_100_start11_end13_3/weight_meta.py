class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_primary_conv_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_primary_conv_modules_0_parameters_weight_"
	shape = [8, 16, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.145


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_mean_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.016
	std = 0.019
	data = [-0.026786, -0.039260, -0.026163, -0.008970, 0.001052, -0.009933, 0.017382, -0.034968]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_var_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.966
	std = 0.278
	min_val = 0
	data = [0.856044, 0.664608, 1.072899, 0.711162, 1.050126, 0.694215, 1.377442, 1.300849]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_bias_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.009
	std = 0.030
	data = [-0.030110, -0.013220, 0.026464, 0.000742, -0.005698, -0.002669, 0.037858, 0.062221]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_weight_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.011
	std = 0.026
	data = [1.041152, 0.999292, 1.001254, 0.984674, 1.021985, 1.055131, 1.003506, 0.981370]


class Program_weight_tensor_meta_x_3:
	name = "in_5"
	original_name = "x_3"
	shape = [4, 16, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.032
	std = 0.070

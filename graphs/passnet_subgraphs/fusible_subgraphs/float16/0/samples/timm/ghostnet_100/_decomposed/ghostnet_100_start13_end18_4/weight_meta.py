class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_cheap_operation_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_cheap_operation_modules_0_parameters_weight_"
	shape = [8, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.188


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_mean_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.028
	data = [0.043172, -0.015646, 0.009062, -0.029909, 0.041343, 0.009815, -0.028243, -0.002861]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_var_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.007
	std = 0.217
	min_val = 0
	data = [1.056867, 0.622227, 1.220187, 1.258245, 1.052750, 0.765906, 1.102336, 0.977190]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_bias_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.015
	data = [-0.026721, 0.017742, 0.015359, 0.001142, 0.004479, 0.011039, -0.011576, 0.000354]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_weight_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.025
	data = [0.990832, 0.993280, 0.968600, 1.024630, 1.027893, 1.023422, 1.008670, 0.965315]


class Program_weight_tensor_meta_input_8:
	name = "in_5"
	original_name = "input_8"
	shape = [2, 8, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.028
	std = 0.051


class Program_weight_tensor_meta_x_2:
	name = "in_6"
	original_name = "x_2"
	shape = [2, 16, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.113
	std = 0.232

class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_cheap_operation_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_cheap_operation_modules_0_parameters_weight_"
	shape = [8, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.010
	std = 0.214


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_mean_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.019
	data = [-0.016189, 0.000731, 0.037556, -0.017358, 0.004262, 0.016825, 0.013929, -0.012200]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_var_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.007
	std = 0.327
	min_val = 0
	data = [1.081968, 0.522442, 1.481800, 1.056155, 0.599144, 0.933888, 1.332355, 1.048877]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_bias_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.010
	data = [-0.000808, 0.005762, -0.000151, -0.018290, -0.021772, -0.005332, 0.003788, -0.004380]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_weight_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.991
	std = 0.019
	data = [1.003840, 1.010855, 0.955624, 1.005180, 0.979406, 0.989985, 1.005467, 0.981638]


class Program_weight_tensor_meta_input_3:
	name = "in_5"
	original_name = "input_3"
	shape = [4, 8, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.042
	std = 0.085

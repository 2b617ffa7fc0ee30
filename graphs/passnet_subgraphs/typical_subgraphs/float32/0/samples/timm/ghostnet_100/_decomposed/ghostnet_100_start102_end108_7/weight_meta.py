class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_cheap_operation_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_cheap_operation_modules_0_parameters_weight_"
	shape = [120, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.008
	std = 0.190


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_mean_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_var_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.043
	std = 0.292
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_bias_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_weight_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_"
	shape = [120, 40, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.091


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_mean_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_var_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.281
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_bias_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_weight_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.018


class Program_weight_tensor_meta_x_23:
	name = "in_10"
	original_name = "x_23"
	shape = [1, 40, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.069

class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv3_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv3_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv3_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv3_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv3_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv3_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv3_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv3_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv3_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv3_modules_conv_parameters_weight_"
	shape = [128, 64, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.124


class Program_weight_tensor_meta_x_10:
	name = "in_5"
	original_name = "x_10"
	shape = [2, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.127
	std = 0.214


class Program_weight_tensor_meta_xb:
	name = "in_6"
	original_name = "xb"
	shape = [2, 128, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.010
	std = 0.179

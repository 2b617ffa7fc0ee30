class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv1_modules_bn_buffers_running_var_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.986
	std = 0.298
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv1_modules_bn_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv1_modules_bn_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv1_modules_c_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv1_modules_c_parameters_weight_"
	shape = [96, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.083


class Program_weight_tensor_meta_add_3:
	name = "in_5"
	original_name = "add_3"
	shape = [2, 48, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.012
	std = 0.095


class Program_weight_tensor_meta_input_13:
	name = "in_6"
	original_name = "input_13"
	shape = [2, 48, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.112

class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_channel_downsample_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_channel_downsample_modules_bn_buffers_running_mean_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_channel_downsample_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_channel_downsample_modules_bn_buffers_running_var_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.073
	std = 0.276
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_channel_downsample_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_channel_downsample_modules_bn_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_channel_downsample_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_channel_downsample_modules_bn_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_channel_downsample_modules_c_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_channel_downsample_modules_c_parameters_weight_"
	shape = [96, 48, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.083


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_ffn_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_ffn_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_ffn_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_ffn_modules_conv1_modules_bn_buffers_running_var_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.031
	std = 0.296
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_ffn_modules_conv1_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_ffn_modules_conv1_modules_bn_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_ffn_modules_conv1_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_ffn_modules_conv1_modules_bn_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_ffn_modules_conv1_modules_c_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_ffn_modules_conv1_modules_c_parameters_weight_"
	shape = [192, 96, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.059


class Program_weight_tensor_meta_input_32:
	name = "in_10"
	original_name = "input_32"
	shape = [2, 48, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.013
	std = 0.084

class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.028
	std = 0.296
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.008
	std = 0.277
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_"
	shape = [128, 64, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_"
	shape = [128, 128, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_"
	shape = [128, 64, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.125


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.038
	std = 0.307
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_15"
	original_name = "L_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_:
	name = "in_16"
	original_name = "L_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.022
	std = 0.258
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_parameters_bias_:
	name = "in_17"
	original_name = "L_self_modules_layer2_modules_1_modules_bn1_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn1_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_layer2_modules_1_modules_bn1_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_19"
	original_name = "L_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_:
	name = "in_20"
	original_name = "L_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.974
	std = 0.267
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_parameters_bias_:
	name = "in_21"
	original_name = "L_self_modules_layer2_modules_1_modules_bn2_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bn2_parameters_weight_:
	name = "in_22"
	original_name = "L_self_modules_layer2_modules_1_modules_bn2_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_conv1_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_layer2_modules_1_modules_conv1_parameters_weight_"
	shape = [128, 128, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_conv2_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_layer2_modules_1_modules_conv2_parameters_weight_"
	shape = [128, 128, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.042


class Program_weight_tensor_meta_out_13:
	name = "in_25"
	original_name = "out_13"
	shape = [2, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.370
	std = 0.385

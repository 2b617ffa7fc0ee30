class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.089


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.020
	std = 0.293
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.007
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn1_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.003
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_9"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_var_:
	name = "in_10"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn2_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.955
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_bias_:
	name = "in_11"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_weight_:
	name = "in_12"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn2_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_13"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn3_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn3_buffers_running_var_:
	name = "in_14"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn3_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.034
	std = 0.278
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn3_parameters_bias_:
	name = "in_15"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn3_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn3_parameters_weight_:
	name = "in_16"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_bn3_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_conv1_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_conv1_parameters_weight_"
	shape = [64, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.176


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_conv2_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_conv2_parameters_weight_"
	shape = [64, 64, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.059


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_conv3_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_1_modules_conv3_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.089


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn1_buffers_running_mean_:
	name = "in_20"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn1_buffers_running_var_:
	name = "in_21"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.982
	std = 0.303
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn1_parameters_bias_:
	name = "in_22"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn1_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn1_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn1_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn2_buffers_running_mean_:
	name = "in_24"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn2_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn2_buffers_running_var_:
	name = "in_25"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn2_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.994
	std = 0.261
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn2_parameters_bias_:
	name = "in_26"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn2_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn2_parameters_weight_:
	name = "in_27"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn2_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.995
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_conv1_parameters_weight_:
	name = "in_28"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_conv1_parameters_weight_"
	shape = [64, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.176


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_conv2_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_conv2_parameters_weight_"
	shape = [64, 64, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.059


class Program_weight_tensor_meta_out_7:
	name = "in_30"
	original_name = "out_7"
	shape = [1, 256, 130, 130]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.158


class Program_weight_tensor_meta_x_3:
	name = "in_31"
	original_name = "x_3"
	shape = [1, 64, 130, 130]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.150
	std = 0.129

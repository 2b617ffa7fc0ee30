class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_"
	shape = [512, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.062


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.993
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn1_buffers_running_var_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.985
	std = 0.282
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn1_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_9"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_var_:
	name = "in_10"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn2_buffers_running_var_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.989
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_bias_:
	name = "in_11"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_weight_:
	name = "in_12"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn2_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.997
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_13"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn3_buffers_running_mean_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn3_buffers_running_var_:
	name = "in_14"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn3_buffers_running_var_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.005
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn3_parameters_bias_:
	name = "in_15"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn3_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn3_parameters_weight_:
	name = "in_16"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_bn3_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_conv1_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_conv1_parameters_weight_"
	shape = [128, 512, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.125


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_conv2_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_conv2_parameters_weight_"
	shape = [128, 128, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_conv3_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_1_modules_conv3_parameters_weight_"
	shape = [512, 128, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.063


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn1_buffers_running_mean_:
	name = "in_20"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn1_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn1_buffers_running_var_:
	name = "in_21"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn1_buffers_running_var_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.033
	std = 0.281
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn1_parameters_bias_:
	name = "in_22"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn1_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn1_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn1_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn2_buffers_running_mean_:
	name = "in_24"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn2_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn2_buffers_running_var_:
	name = "in_25"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn2_buffers_running_var_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.284
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn2_parameters_bias_:
	name = "in_26"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn2_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn2_parameters_weight_:
	name = "in_27"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_bn2_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_conv1_parameters_weight_:
	name = "in_28"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_conv1_parameters_weight_"
	shape = [128, 512, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.125


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_conv2_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_model_modules_backbone_modules_layer2_modules_2_modules_conv2_parameters_weight_"
	shape = [128, 128, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.042


class Program_weight_tensor_meta_out_29:
	name = "in_30"
	original_name = "out_29"
	shape = [8, 256, 130, 130]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.236
	std = 0.264


class Program_weight_tensor_meta_out_37:
	name = "in_31"
	original_name = "out_37"
	shape = [8, 512, 65, 65]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.321

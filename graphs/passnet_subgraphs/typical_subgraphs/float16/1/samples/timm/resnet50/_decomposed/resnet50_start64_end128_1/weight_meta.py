class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn3_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_layer2_modules_2_modules_bn3_buffers_running_mean_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn3_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_layer2_modules_2_modules_bn3_buffers_running_var_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.010
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layer2_modules_2_modules_bn3_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_bn3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layer2_modules_2_modules_bn3_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_2_modules_conv3_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layer2_modules_2_modules_conv3_parameters_weight_"
	shape = [512, 128, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.063


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_layer2_modules_3_modules_bn1_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_layer2_modules_3_modules_bn1_buffers_running_var_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.300
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_layer2_modules_3_modules_bn1_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_layer2_modules_3_modules_bn1_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.997
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn2_buffers_running_mean_:
	name = "in_9"
	original_name = "L_self_modules_layer2_modules_3_modules_bn2_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.024


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn2_buffers_running_var_:
	name = "in_10"
	original_name = "L_self_modules_layer2_modules_3_modules_bn2_buffers_running_var_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.994
	std = 0.280
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn2_parameters_bias_:
	name = "in_11"
	original_name = "L_self_modules_layer2_modules_3_modules_bn2_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn2_parameters_weight_:
	name = "in_12"
	original_name = "L_self_modules_layer2_modules_3_modules_bn2_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn3_buffers_running_mean_:
	name = "in_13"
	original_name = "L_self_modules_layer2_modules_3_modules_bn3_buffers_running_mean_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn3_buffers_running_var_:
	name = "in_14"
	original_name = "L_self_modules_layer2_modules_3_modules_bn3_buffers_running_var_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn3_parameters_bias_:
	name = "in_15"
	original_name = "L_self_modules_layer2_modules_3_modules_bn3_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_bn3_parameters_weight_:
	name = "in_16"
	original_name = "L_self_modules_layer2_modules_3_modules_bn3_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_conv1_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_layer2_modules_3_modules_conv1_parameters_weight_"
	shape = [128, 512, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.124


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_conv2_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_layer2_modules_3_modules_conv2_parameters_weight_"
	shape = [128, 128, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_layer2_modules_3_modules_conv3_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_layer2_modules_3_modules_conv3_parameters_weight_"
	shape = [512, 128, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.063


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_20"
	original_name = "L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_:
	name = "in_21"
	original_name = "L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.019
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_:
	name = "in_22"
	original_name = "L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_24"
	original_name = "L_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_:
	name = "in_25"
	original_name = "L_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.983
	std = 0.273
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_parameters_bias_:
	name = "in_26"
	original_name = "L_self_modules_layer3_modules_0_modules_bn2_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn2_parameters_weight_:
	name = "in_27"
	original_name = "L_self_modules_layer3_modules_0_modules_bn2_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_:
	name = "in_28"
	original_name = "L_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_:
	name = "in_29"
	original_name = "L_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.288
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_parameters_bias_:
	name = "in_30"
	original_name = "L_self_modules_layer3_modules_0_modules_bn3_parameters_bias_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_bn3_parameters_weight_:
	name = "in_31"
	original_name = "L_self_modules_layer3_modules_0_modules_bn3_parameters_weight_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_:
	name = "in_32"
	original_name = "L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_"
	shape = [256, 512, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.088


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_:
	name = "in_33"
	original_name = "L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_"
	shape = [256, 256, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.029


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_conv3_parameters_weight_:
	name = "in_34"
	original_name = "L_self_modules_layer3_modules_0_modules_conv3_parameters_weight_"
	shape = [1024, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.044


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_:
	name = "in_35"
	original_name = "L_self_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_"
	shape = [1024, 512, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.044


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_:
	name = "in_36"
	original_name = "L_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_:
	name = "in_37"
	original_name = "L_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.003
	std = 0.288
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_:
	name = "in_38"
	original_name = "L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_:
	name = "in_39"
	original_name = "L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_40"
	original_name = "L_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_:
	name = "in_41"
	original_name = "L_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.990
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_parameters_bias_:
	name = "in_42"
	original_name = "L_self_modules_layer3_modules_1_modules_bn1_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn1_parameters_weight_:
	name = "in_43"
	original_name = "L_self_modules_layer3_modules_1_modules_bn1_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_44"
	original_name = "L_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_:
	name = "in_45"
	original_name = "L_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.959
	std = 0.288
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_parameters_bias_:
	name = "in_46"
	original_name = "L_self_modules_layer3_modules_1_modules_bn2_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn2_parameters_weight_:
	name = "in_47"
	original_name = "L_self_modules_layer3_modules_1_modules_bn2_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_48"
	original_name = "L_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_:
	name = "in_49"
	original_name = "L_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.992
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_parameters_bias_:
	name = "in_50"
	original_name = "L_self_modules_layer3_modules_1_modules_bn3_parameters_bias_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_bn3_parameters_weight_:
	name = "in_51"
	original_name = "L_self_modules_layer3_modules_1_modules_bn3_parameters_weight_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_conv1_parameters_weight_:
	name = "in_52"
	original_name = "L_self_modules_layer3_modules_1_modules_conv1_parameters_weight_"
	shape = [256, 1024, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.088


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_conv2_parameters_weight_:
	name = "in_53"
	original_name = "L_self_modules_layer3_modules_1_modules_conv2_parameters_weight_"
	shape = [256, 256, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.029


class Program_weight_tensor_meta_L_self_modules_layer3_modules_1_modules_conv3_parameters_weight_:
	name = "in_54"
	original_name = "L_self_modules_layer3_modules_1_modules_conv3_parameters_weight_"
	shape = [1024, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.044


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn1_buffers_running_mean_:
	name = "in_55"
	original_name = "L_self_modules_layer3_modules_2_modules_bn1_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn1_buffers_running_var_:
	name = "in_56"
	original_name = "L_self_modules_layer3_modules_2_modules_bn1_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.284
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn1_parameters_bias_:
	name = "in_57"
	original_name = "L_self_modules_layer3_modules_2_modules_bn1_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn1_parameters_weight_:
	name = "in_58"
	original_name = "L_self_modules_layer3_modules_2_modules_bn1_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn2_buffers_running_mean_:
	name = "in_59"
	original_name = "L_self_modules_layer3_modules_2_modules_bn2_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn2_buffers_running_var_:
	name = "in_60"
	original_name = "L_self_modules_layer3_modules_2_modules_bn2_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.028
	std = 0.266
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn2_parameters_bias_:
	name = "in_61"
	original_name = "L_self_modules_layer3_modules_2_modules_bn2_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn2_parameters_weight_:
	name = "in_62"
	original_name = "L_self_modules_layer3_modules_2_modules_bn2_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn3_buffers_running_mean_:
	name = "in_63"
	original_name = "L_self_modules_layer3_modules_2_modules_bn3_buffers_running_mean_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn3_buffers_running_var_:
	name = "in_64"
	original_name = "L_self_modules_layer3_modules_2_modules_bn3_buffers_running_var_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.013
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn3_parameters_bias_:
	name = "in_65"
	original_name = "L_self_modules_layer3_modules_2_modules_bn3_parameters_bias_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_bn3_parameters_weight_:
	name = "in_66"
	original_name = "L_self_modules_layer3_modules_2_modules_bn3_parameters_weight_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_conv1_parameters_weight_:
	name = "in_67"
	original_name = "L_self_modules_layer3_modules_2_modules_conv1_parameters_weight_"
	shape = [256, 1024, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.089


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_conv2_parameters_weight_:
	name = "in_68"
	original_name = "L_self_modules_layer3_modules_2_modules_conv2_parameters_weight_"
	shape = [256, 256, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.029


class Program_weight_tensor_meta_L_self_modules_layer3_modules_2_modules_conv3_parameters_weight_:
	name = "in_69"
	original_name = "L_self_modules_layer3_modules_2_modules_conv3_parameters_weight_"
	shape = [1024, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.044


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn1_buffers_running_mean_:
	name = "in_70"
	original_name = "L_self_modules_layer3_modules_3_modules_bn1_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn1_buffers_running_var_:
	name = "in_71"
	original_name = "L_self_modules_layer3_modules_3_modules_bn1_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.956
	std = 0.276
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn1_parameters_bias_:
	name = "in_72"
	original_name = "L_self_modules_layer3_modules_3_modules_bn1_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn1_parameters_weight_:
	name = "in_73"
	original_name = "L_self_modules_layer3_modules_3_modules_bn1_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn2_buffers_running_mean_:
	name = "in_74"
	original_name = "L_self_modules_layer3_modules_3_modules_bn2_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn2_buffers_running_var_:
	name = "in_75"
	original_name = "L_self_modules_layer3_modules_3_modules_bn2_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.014
	std = 0.310
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn2_parameters_bias_:
	name = "in_76"
	original_name = "L_self_modules_layer3_modules_3_modules_bn2_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn2_parameters_weight_:
	name = "in_77"
	original_name = "L_self_modules_layer3_modules_3_modules_bn2_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn3_buffers_running_mean_:
	name = "in_78"
	original_name = "L_self_modules_layer3_modules_3_modules_bn3_buffers_running_mean_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn3_buffers_running_var_:
	name = "in_79"
	original_name = "L_self_modules_layer3_modules_3_modules_bn3_buffers_running_var_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.996
	std = 0.284
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn3_parameters_bias_:
	name = "in_80"
	original_name = "L_self_modules_layer3_modules_3_modules_bn3_parameters_bias_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_bn3_parameters_weight_:
	name = "in_81"
	original_name = "L_self_modules_layer3_modules_3_modules_bn3_parameters_weight_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_conv1_parameters_weight_:
	name = "in_82"
	original_name = "L_self_modules_layer3_modules_3_modules_conv1_parameters_weight_"
	shape = [256, 1024, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.088


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_conv2_parameters_weight_:
	name = "in_83"
	original_name = "L_self_modules_layer3_modules_3_modules_conv2_parameters_weight_"
	shape = [256, 256, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.029


class Program_weight_tensor_meta_L_self_modules_layer3_modules_3_modules_conv3_parameters_weight_:
	name = "in_84"
	original_name = "L_self_modules_layer3_modules_3_modules_conv3_parameters_weight_"
	shape = [1024, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.044


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn1_buffers_running_mean_:
	name = "in_85"
	original_name = "L_self_modules_layer3_modules_4_modules_bn1_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn1_buffers_running_var_:
	name = "in_86"
	original_name = "L_self_modules_layer3_modules_4_modules_bn1_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.006
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn1_parameters_bias_:
	name = "in_87"
	original_name = "L_self_modules_layer3_modules_4_modules_bn1_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn1_parameters_weight_:
	name = "in_88"
	original_name = "L_self_modules_layer3_modules_4_modules_bn1_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn2_buffers_running_mean_:
	name = "in_89"
	original_name = "L_self_modules_layer3_modules_4_modules_bn2_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn2_buffers_running_var_:
	name = "in_90"
	original_name = "L_self_modules_layer3_modules_4_modules_bn2_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.949
	std = 0.268
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn2_parameters_bias_:
	name = "in_91"
	original_name = "L_self_modules_layer3_modules_4_modules_bn2_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn2_parameters_weight_:
	name = "in_92"
	original_name = "L_self_modules_layer3_modules_4_modules_bn2_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn3_buffers_running_mean_:
	name = "in_93"
	original_name = "L_self_modules_layer3_modules_4_modules_bn3_buffers_running_mean_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn3_buffers_running_var_:
	name = "in_94"
	original_name = "L_self_modules_layer3_modules_4_modules_bn3_buffers_running_var_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn3_parameters_bias_:
	name = "in_95"
	original_name = "L_self_modules_layer3_modules_4_modules_bn3_parameters_bias_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_bn3_parameters_weight_:
	name = "in_96"
	original_name = "L_self_modules_layer3_modules_4_modules_bn3_parameters_weight_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_conv1_parameters_weight_:
	name = "in_97"
	original_name = "L_self_modules_layer3_modules_4_modules_conv1_parameters_weight_"
	shape = [256, 1024, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.088


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_conv2_parameters_weight_:
	name = "in_98"
	original_name = "L_self_modules_layer3_modules_4_modules_conv2_parameters_weight_"
	shape = [256, 256, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.029


class Program_weight_tensor_meta_L_self_modules_layer3_modules_4_modules_conv3_parameters_weight_:
	name = "in_99"
	original_name = "L_self_modules_layer3_modules_4_modules_conv3_parameters_weight_"
	shape = [1024, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.044


class Program_weight_tensor_meta_x_53:
	name = "in_100"
	original_name = "x_53"
	shape = [4, 512, 28, 28]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.043
	std = 0.057


class Program_weight_tensor_meta_x_59:
	name = "in_101"
	original_name = "x_59"
	shape = [4, 128, 28, 28]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.077
	std = 0.116

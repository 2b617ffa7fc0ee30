class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn2_buffers_running_mean_"
	shape = [672]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn2_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn2_buffers_running_var_"
	shape = [672]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn2_parameters_bias_"
	shape = [672]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn2_parameters_weight_"
	shape = [672]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn3_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn3_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn3_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn3_buffers_running_var_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.971
	std = 0.283
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn3_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn3_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn3_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn3_parameters_weight_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_conv_dw_parameters_weight_"
	shape = [672, 1, 5, 5]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.282


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_conv_pwl_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_conv_pwl_parameters_weight_"
	shape = [192, 672, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.102


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_mean_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn1_buffers_running_var_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn1_parameters_weight_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn2_buffers_running_mean_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn2_buffers_running_var_:
	name = "in_15"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn2_buffers_running_var_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.292
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn2_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn2_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn2_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn2_parameters_weight_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_18"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_var_:
	name = "in_19"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_var_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.991
	std = 0.280
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_bias_:
	name = "in_20"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_weight_:
	name = "in_21"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_weight_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_conv_dw_parameters_weight_:
	name = "in_22"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_conv_dw_parameters_weight_"
	shape = [1152, 1, 5, 5]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.284


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_conv_pw_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_conv_pw_parameters_weight_"
	shape = [1152, 192, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_conv_pwl_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_blocks_modules_5_modules_1_modules_conv_pwl_parameters_weight_"
	shape = [192, 1152, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.102


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn1_buffers_running_mean_:
	name = "in_25"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn1_buffers_running_mean_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn1_buffers_running_var_:
	name = "in_26"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn1_buffers_running_var_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.984
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn1_parameters_bias_:
	name = "in_27"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn1_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn1_parameters_weight_:
	name = "in_28"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn1_parameters_weight_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn2_buffers_running_mean_:
	name = "in_29"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn2_buffers_running_mean_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn2_buffers_running_var_:
	name = "in_30"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn2_buffers_running_var_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn2_parameters_bias_:
	name = "in_31"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn2_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn2_parameters_weight_:
	name = "in_32"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn2_parameters_weight_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn3_buffers_running_mean_:
	name = "in_33"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn3_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn3_buffers_running_var_:
	name = "in_34"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn3_buffers_running_var_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.034
	std = 0.267
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn3_parameters_bias_:
	name = "in_35"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn3_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_bn3_parameters_weight_:
	name = "in_36"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_bn3_parameters_weight_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_conv_dw_parameters_weight_:
	name = "in_37"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_conv_dw_parameters_weight_"
	shape = [1152, 1, 5, 5]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.281


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_conv_pw_parameters_weight_:
	name = "in_38"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_conv_pw_parameters_weight_"
	shape = [1152, 192, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_2_modules_conv_pwl_parameters_weight_:
	name = "in_39"
	original_name = "L_self_modules_blocks_modules_5_modules_2_modules_conv_pwl_parameters_weight_"
	shape = [192, 1152, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.102


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn1_buffers_running_mean_:
	name = "in_40"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn1_buffers_running_mean_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn1_buffers_running_var_:
	name = "in_41"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn1_buffers_running_var_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn1_parameters_bias_:
	name = "in_42"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn1_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn1_parameters_weight_:
	name = "in_43"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn1_parameters_weight_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn2_buffers_running_mean_:
	name = "in_44"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn2_buffers_running_mean_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn2_buffers_running_var_:
	name = "in_45"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn2_buffers_running_var_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.993
	std = 0.284
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn2_parameters_bias_:
	name = "in_46"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn2_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn2_parameters_weight_:
	name = "in_47"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn2_parameters_weight_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn3_buffers_running_mean_:
	name = "in_48"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn3_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn3_buffers_running_var_:
	name = "in_49"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn3_buffers_running_var_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.029
	std = 0.285
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn3_parameters_bias_:
	name = "in_50"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn3_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_bn3_parameters_weight_:
	name = "in_51"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_bn3_parameters_weight_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_conv_dw_parameters_weight_:
	name = "in_52"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_conv_dw_parameters_weight_"
	shape = [1152, 1, 5, 5]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.282


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_conv_pw_parameters_weight_:
	name = "in_53"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_conv_pw_parameters_weight_"
	shape = [1152, 192, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_3_modules_conv_pwl_parameters_weight_:
	name = "in_54"
	original_name = "L_self_modules_blocks_modules_5_modules_3_modules_conv_pwl_parameters_weight_"
	shape = [192, 1152, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.102


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_55"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn1_buffers_running_mean_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn1_buffers_running_var_:
	name = "in_56"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn1_buffers_running_var_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.010
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn1_parameters_bias_:
	name = "in_57"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn1_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn1_parameters_weight_:
	name = "in_58"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn1_parameters_weight_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_59"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn2_buffers_running_mean_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn2_buffers_running_var_:
	name = "in_60"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn2_buffers_running_var_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.010
	std = 0.292
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn2_parameters_bias_:
	name = "in_61"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn2_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn2_parameters_weight_:
	name = "in_62"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn2_parameters_weight_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn3_buffers_running_mean_:
	name = "in_63"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn3_buffers_running_mean_"
	shape = [320]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn3_buffers_running_var_:
	name = "in_64"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn3_buffers_running_var_"
	shape = [320]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.991
	std = 0.289
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn3_parameters_bias_:
	name = "in_65"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn3_parameters_bias_"
	shape = [320]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn3_parameters_weight_:
	name = "in_66"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn3_parameters_weight_"
	shape = [320]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_67"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_conv_dw_parameters_weight_"
	shape = [1152, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.470


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_68"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_conv_pw_parameters_weight_"
	shape = [1152, 192, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_conv_pwl_parameters_weight_:
	name = "in_69"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_conv_pwl_parameters_weight_"
	shape = [320, 1152, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.079


class Program_weight_tensor_meta_L_self_modules_bn2_buffers_running_mean_:
	name = "in_70"
	original_name = "L_self_modules_bn2_buffers_running_mean_"
	shape = [1280]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_bn2_buffers_running_var_:
	name = "in_71"
	original_name = "L_self_modules_bn2_buffers_running_var_"
	shape = [1280]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.994
	std = 0.289
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn2_parameters_bias_:
	name = "in_72"
	original_name = "L_self_modules_bn2_parameters_bias_"
	shape = [1280]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_bn2_parameters_weight_:
	name = "in_73"
	original_name = "L_self_modules_bn2_parameters_weight_"
	shape = [1280]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_conv_head_parameters_weight_:
	name = "in_74"
	original_name = "L_self_modules_conv_head_parameters_weight_"
	shape = [1280, 320, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.040


class Program_weight_tensor_meta_x_101:
	name = "in_75"
	original_name = "x_101"
	shape = [2, 672, 17, 17]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.320
	std = 2.209

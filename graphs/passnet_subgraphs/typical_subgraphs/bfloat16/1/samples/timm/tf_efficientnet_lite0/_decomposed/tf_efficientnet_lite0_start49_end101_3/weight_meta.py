class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_mean_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn2_buffers_running_var_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.009
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_bias_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn2_parameters_weight_"
	shape = [240]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn3_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn3_buffers_running_mean_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn3_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn3_buffers_running_var_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.017
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn3_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn3_parameters_bias_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn3_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn3_parameters_weight_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_conv_dw_parameters_weight_"
	shape = [240, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.481


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_conv_pwl_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_conv_pwl_parameters_weight_"
	shape = [80, 240, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.159


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn1_buffers_running_mean_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn1_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn1_buffers_running_var_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.005
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn1_parameters_bias_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn1_parameters_weight_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn2_buffers_running_mean_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn2_buffers_running_var_:
	name = "in_15"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn2_buffers_running_var_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.995
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn2_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn2_parameters_bias_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn2_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn2_parameters_weight_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_18"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn3_buffers_running_mean_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn3_buffers_running_var_:
	name = "in_19"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn3_buffers_running_var_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.014
	std = 0.334
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn3_parameters_bias_:
	name = "in_20"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn3_parameters_bias_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn3_parameters_weight_:
	name = "in_21"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_bn3_parameters_weight_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_conv_dw_parameters_weight_:
	name = "in_22"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_conv_dw_parameters_weight_"
	shape = [480, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.484


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_conv_pw_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_conv_pw_parameters_weight_"
	shape = [480, 80, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.065


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_conv_pwl_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_blocks_modules_3_modules_1_modules_conv_pwl_parameters_weight_"
	shape = [80, 480, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.158


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn1_buffers_running_mean_:
	name = "in_25"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn1_buffers_running_mean_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn1_buffers_running_var_:
	name = "in_26"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn1_buffers_running_var_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.284
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn1_parameters_bias_:
	name = "in_27"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn1_parameters_bias_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn1_parameters_weight_:
	name = "in_28"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn1_parameters_weight_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn2_buffers_running_mean_:
	name = "in_29"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn2_buffers_running_mean_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn2_buffers_running_var_:
	name = "in_30"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn2_buffers_running_var_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.003
	std = 0.288
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn2_parameters_bias_:
	name = "in_31"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn2_parameters_bias_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn2_parameters_weight_:
	name = "in_32"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn2_parameters_weight_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn3_buffers_running_mean_:
	name = "in_33"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn3_buffers_running_mean_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn3_buffers_running_var_:
	name = "in_34"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn3_buffers_running_var_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.968
	std = 0.301
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn3_parameters_bias_:
	name = "in_35"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn3_parameters_bias_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_bn3_parameters_weight_:
	name = "in_36"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_bn3_parameters_weight_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_conv_dw_parameters_weight_:
	name = "in_37"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_conv_dw_parameters_weight_"
	shape = [480, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.473


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_conv_pw_parameters_weight_:
	name = "in_38"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_conv_pw_parameters_weight_"
	shape = [480, 80, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.065


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_2_modules_conv_pwl_parameters_weight_:
	name = "in_39"
	original_name = "L_self_modules_blocks_modules_3_modules_2_modules_conv_pwl_parameters_weight_"
	shape = [80, 480, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.159


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_40"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn1_buffers_running_mean_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn1_buffers_running_var_:
	name = "in_41"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn1_buffers_running_var_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.003
	std = 0.292
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn1_parameters_bias_:
	name = "in_42"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn1_parameters_bias_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn1_parameters_weight_:
	name = "in_43"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn1_parameters_weight_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_44"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn2_buffers_running_mean_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn2_buffers_running_var_:
	name = "in_45"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn2_buffers_running_var_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.003
	std = 0.292
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn2_parameters_bias_:
	name = "in_46"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn2_parameters_bias_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn2_parameters_weight_:
	name = "in_47"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn2_parameters_weight_"
	shape = [480]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn3_buffers_running_mean_:
	name = "in_48"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn3_buffers_running_mean_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn3_buffers_running_var_:
	name = "in_49"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn3_buffers_running_var_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.045
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn3_parameters_bias_:
	name = "in_50"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn3_parameters_bias_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_bn3_parameters_weight_:
	name = "in_51"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_bn3_parameters_weight_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_52"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_conv_dw_parameters_weight_"
	shape = [480, 1, 5, 5]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.282


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_53"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_conv_pw_parameters_weight_"
	shape = [480, 80, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.065


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_conv_pwl_parameters_weight_:
	name = "in_54"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_conv_pwl_parameters_weight_"
	shape = [112, 480, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.134


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_55"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn1_buffers_running_mean_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn1_buffers_running_var_:
	name = "in_56"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn1_buffers_running_var_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.993
	std = 0.288
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn1_parameters_bias_:
	name = "in_57"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn1_parameters_bias_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn1_parameters_weight_:
	name = "in_58"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn1_parameters_weight_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_59"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn2_buffers_running_mean_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn2_buffers_running_var_:
	name = "in_60"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn2_buffers_running_var_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.012
	std = 0.283
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn2_parameters_bias_:
	name = "in_61"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn2_parameters_bias_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn2_parameters_weight_:
	name = "in_62"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn2_parameters_weight_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_63"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn3_buffers_running_mean_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn3_buffers_running_var_:
	name = "in_64"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn3_buffers_running_var_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.955
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn3_parameters_bias_:
	name = "in_65"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn3_parameters_bias_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn3_parameters_weight_:
	name = "in_66"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_bn3_parameters_weight_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_conv_dw_parameters_weight_:
	name = "in_67"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_conv_dw_parameters_weight_"
	shape = [672, 1, 5, 5]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.282


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_conv_pw_parameters_weight_:
	name = "in_68"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_conv_pw_parameters_weight_"
	shape = [672, 112, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.055


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_conv_pwl_parameters_weight_:
	name = "in_69"
	original_name = "L_self_modules_blocks_modules_4_modules_1_modules_conv_pwl_parameters_weight_"
	shape = [112, 672, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.134


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn1_buffers_running_mean_:
	name = "in_70"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn1_buffers_running_mean_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn1_buffers_running_var_:
	name = "in_71"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn1_buffers_running_var_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.991
	std = 0.280
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn1_parameters_bias_:
	name = "in_72"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn1_parameters_bias_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn1_parameters_weight_:
	name = "in_73"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn1_parameters_weight_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn2_buffers_running_mean_:
	name = "in_74"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn2_buffers_running_mean_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn2_buffers_running_var_:
	name = "in_75"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn2_buffers_running_var_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.007
	std = 0.282
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn2_parameters_bias_:
	name = "in_76"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn2_parameters_bias_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn2_parameters_weight_:
	name = "in_77"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn2_parameters_weight_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn3_buffers_running_mean_:
	name = "in_78"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn3_buffers_running_mean_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn3_buffers_running_var_:
	name = "in_79"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn3_buffers_running_var_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.022
	std = 0.281
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn3_parameters_bias_:
	name = "in_80"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn3_parameters_bias_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_bn3_parameters_weight_:
	name = "in_81"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_bn3_parameters_weight_"
	shape = [112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_conv_dw_parameters_weight_:
	name = "in_82"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_conv_dw_parameters_weight_"
	shape = [672, 1, 5, 5]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.281


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_conv_pw_parameters_weight_:
	name = "in_83"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_conv_pw_parameters_weight_"
	shape = [672, 112, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.054


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_2_modules_conv_pwl_parameters_weight_:
	name = "in_84"
	original_name = "L_self_modules_blocks_modules_4_modules_2_modules_conv_pwl_parameters_weight_"
	shape = [112, 672, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.133


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_85"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn1_buffers_running_mean_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn1_buffers_running_var_:
	name = "in_86"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn1_buffers_running_var_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.992
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn1_parameters_bias_:
	name = "in_87"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn1_parameters_bias_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_bn1_parameters_weight_:
	name = "in_88"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_bn1_parameters_weight_"
	shape = [672]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_89"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_conv_pw_parameters_weight_"
	shape = [672, 112, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.055


class Program_weight_tensor_meta_x_48:
	name = "in_90"
	original_name = "x_48"
	shape = [4, 240, 29, 29]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.741
	std = 1.173

class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_12_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [576, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_12_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_12_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.984
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_12_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_12_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_modules_2_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_12_modules_conv_modules_2_parameters_weight_"
	shape = [96, 576, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.145


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_modules_3_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_12_modules_conv_modules_3_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_modules_3_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_12_modules_conv_modules_3_buffers_running_var_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.012
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_modules_3_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_12_modules_conv_modules_3_parameters_bias_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_conv_modules_3_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_12_modules_conv_modules_3_parameters_weight_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.024


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [576, 96, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.059


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [576, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.012
	std = 0.288
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_2_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_2_parameters_weight_"
	shape = [96, 576, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.144


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_3_buffers_running_mean_:
	name = "in_21"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_3_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_3_buffers_running_var_:
	name = "in_22"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_3_buffers_running_var_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.982
	std = 0.282
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_3_parameters_bias_:
	name = "in_23"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_3_parameters_bias_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_13_modules_conv_modules_3_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_features_modules_13_modules_conv_modules_3_parameters_weight_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.996
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [576, 96, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.059


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_26"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_27"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.019
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_28"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_30"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [576, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_31"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_32"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_33"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_34"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_2_parameters_weight_:
	name = "in_35"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_2_parameters_weight_"
	shape = [160, 576, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.112


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_3_buffers_running_mean_:
	name = "in_36"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_3_buffers_running_mean_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_3_buffers_running_var_:
	name = "in_37"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_3_buffers_running_var_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.034
	std = 0.275
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_3_parameters_bias_:
	name = "in_38"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_3_parameters_bias_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_14_modules_conv_modules_3_parameters_weight_:
	name = "in_39"
	original_name = "L_self_modules_features_modules_14_modules_conv_modules_3_parameters_weight_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_40"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [960, 160, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.046


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_41"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_42"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.013
	std = 0.285
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_43"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_44"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_45"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [960, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.015


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_46"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_47"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.983
	std = 0.285
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_48"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_49"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_2_parameters_weight_:
	name = "in_50"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_2_parameters_weight_"
	shape = [160, 960, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.112


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_3_buffers_running_mean_:
	name = "in_51"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_3_buffers_running_mean_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_3_buffers_running_var_:
	name = "in_52"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_3_buffers_running_var_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.977
	std = 0.289
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_3_parameters_bias_:
	name = "in_53"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_3_parameters_bias_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_15_modules_conv_modules_3_parameters_weight_:
	name = "in_54"
	original_name = "L_self_modules_features_modules_15_modules_conv_modules_3_parameters_weight_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_55"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [960, 160, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.046


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_56"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_57"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.993
	std = 0.284
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_58"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_59"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_60"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [960, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.015


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_61"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_62"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.007
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_63"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_64"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_2_parameters_weight_:
	name = "in_65"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_2_parameters_weight_"
	shape = [160, 960, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.112


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_3_buffers_running_mean_:
	name = "in_66"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_3_buffers_running_mean_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_3_buffers_running_var_:
	name = "in_67"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_3_buffers_running_var_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.993
	std = 0.289
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_3_parameters_bias_:
	name = "in_68"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_3_parameters_bias_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_16_modules_conv_modules_3_parameters_weight_:
	name = "in_69"
	original_name = "L_self_modules_features_modules_16_modules_conv_modules_3_parameters_weight_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_70"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [960, 160, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.046


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_71"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_72"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.995
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_73"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_74"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_input_94:
	name = "in_75"
	original_name = "input_94"
	shape = [4, 96, 14, 14]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.057


class Program_weight_tensor_meta_input_97:
	name = "in_76"
	original_name = "input_97"
	shape = [4, 576, 14, 14]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.019
	std = 0.027

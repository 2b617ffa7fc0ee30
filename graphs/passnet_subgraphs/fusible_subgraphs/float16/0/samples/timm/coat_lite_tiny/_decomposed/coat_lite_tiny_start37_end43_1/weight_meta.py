class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_crpe_modules_conv_list_modules_2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_crpe_modules_conv_list_modules_2_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.007
	std = 0.094
	data = [0.072773, 0.118692, 0.120875, -0.108346, 0.086873, 0.094286, -0.035469, -0.014858, 0.033401, -0.041170, -0.102811, -0.116968, 0.079114, 0.077490, -0.134912, -0.128146, -0.031968, -0.138541, -0.117758, 0.122106, -0.110537, 0.051306, 0.040813, 0.022562]


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_crpe_modules_conv_list_modules_2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_crpe_modules_conv_list_modules_2_parameters_weight_"
	shape = [24, 1, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.081


class Program_weight_tensor_meta_conv2d_2:
	name = "in_2"
	original_name = "conv2d_2"
	shape = [2, 16, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.014
	std = 0.175


class Program_weight_tensor_meta_conv2d_3:
	name = "in_3"
	original_name = "conv2d_3"
	shape = [2, 24, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.013
	std = 0.124


class Program_weight_tensor_meta_getitem_9:
	name = "in_4"
	original_name = "getitem_9"
	shape = [2, 24, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.163


class Program_weight_tensor_meta_q_img:
	name = "in_5"
	original_name = "q_img"
	shape = [2, 8, 3136, 8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.163

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_0_parameters_weight_"
	shape = [48, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.202


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.021
	data = [-0.026354, 0.004584, -0.003028, -0.009066, -0.004544, 0.016509, -0.013010, 0.035833, -0.036294, -0.002844, -0.016640, 0.015460, -0.021841, 0.002930, 0.000890, -0.021982, -0.010593, 0.001785, -0.006596, 0.041251, 0.002413, -0.004826, 0.003138, -0.013690, 0.017501, -0.020986, 0.040295, -0.037192, 0.009393, -0.001643, 0.002061, 0.020900, 0.050681, 0.022824, -0.001060, 0.008535, 0.001586, -0.022212, 0.007101, -0.015005, 0.023863, 0.023383, -0.005096, -0.010443, 0.039133, -0.007013, 0.025643, 0.031415]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.035
	std = 0.270
	min_val = 0
	data = [1.403067, 0.762140, 1.008995, 1.208395, 0.772740, 1.031909, 0.885966, 1.325269, 1.115910, 0.632430, 1.001309, 1.389365, 1.180904, 1.290228, 1.170074, 1.258874, 1.397475, 0.915903, 1.136305, 1.068483, 1.444439, 0.721206, 0.616194, 1.156483, 1.320303, 1.215703, 1.210872, 0.647096, 1.222953, 0.962438, 0.622864, 0.708527, 1.235875, 0.675207, 0.872839, 1.369326, 1.158012, 1.277066, 0.854439, 0.504784, 1.037846, 1.328227, 0.686889, 0.591853, 0.804100, 0.948333, 1.432568, 1.121663]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.022
	data = [0.014029, -0.011112, -0.007634, -0.000885, 0.010392, 0.015202, -0.020585, -0.025008, -0.002274, -0.012280, 0.017060, 0.003102, 0.022118, 0.021889, 0.011405, 0.015527, -0.027137, -0.015308, -0.004181, -0.005304, -0.015557, 0.028145, -0.059553, -0.002884, -0.016999, -0.005957, 0.042585, 0.010055, -0.017742, 0.039948, -0.033968, -0.013440, -0.015234, -0.038291, -0.022435, -0.012071, -0.048379, -0.018341, 0.014037, -0.015122, 0.007527, 0.022559, 0.000438, 0.029875, -0.043852, -0.002181, -0.031379, 0.011162]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.019
	data = [0.998032, 1.009709, 1.014151, 1.000861, 0.991211, 0.986478, 1.034778, 0.981154, 0.978707, 0.995406, 0.974872, 1.011140, 1.003152, 1.020541, 1.024586, 0.999976, 0.963809, 1.013851, 1.023964, 1.026334, 0.993034, 1.024150, 0.987043, 1.010530, 0.980984, 0.957088, 1.007654, 0.991805, 0.985228, 1.033105, 1.010407, 0.995348, 1.009948, 1.005370, 1.029538, 1.007096, 1.032494, 1.011868, 0.965492, 0.987560, 0.999875, 1.017904, 0.999846, 1.000903, 1.011587, 0.968350, 0.988244, 0.997720]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_3_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_3_parameters_weight_"
	shape = [48, 1, 5, 5]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.040


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_4_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_4_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.020
	data = [0.003810, -0.022051, 0.014702, 0.060535, -0.024909, 0.008964, -0.020500, -0.021012, 0.036539, -0.005633, 0.000788, 0.031099, 0.010953, -0.000042, 0.028534, -0.020972, 0.001303, 0.028221, -0.001800, -0.031070, -0.054621, -0.004929, 0.014021, 0.010137, 0.004867, 0.022792, 0.018886, -0.002422, 0.012924, -0.022973, 0.021763, -0.004603, -0.003311, 0.016350, -0.009022, 0.019947, -0.007305, -0.014989, -0.003703, -0.005954, 0.004680, 0.026695, 0.017614, -0.014560, -0.004701, -0.020358, -0.009157, -0.005247]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_4_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_4_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.986
	std = 0.263
	min_val = 0
	data = [1.209643, 1.367229, 1.052825, 1.304737, 1.224946, 0.929901, 0.799489, 1.496189, 0.725838, 1.170497, 1.140672, 0.578520, 0.762950, 1.213685, 0.733375, 0.753508, 1.297806, 0.651835, 0.722523, 1.283294, 1.298026, 1.174052, 0.777875, 1.174393, 1.044858, 0.524935, 0.763862, 1.209677, 0.888012, 0.814917, 0.972453, 1.173824, 1.127248, 0.788350, 0.529330, 0.831988, 0.559040, 0.757282, 1.371688, 1.226800, 0.860445, 1.154647, 0.922620, 1.055488, 1.185012, 0.523006, 1.257216, 0.937945]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_4_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_4_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.023
	data = [-0.015970, 0.005521, 0.001964, 0.049642, -0.024013, 0.020419, -0.007739, -0.001138, -0.005469, -0.001221, 0.010642, -0.017944, -0.026033, -0.027457, 0.033819, -0.009244, 0.004072, -0.020657, 0.022610, -0.011406, -0.042019, 0.007798, 0.001747, -0.017147, -0.005492, 0.008864, 0.019182, 0.026639, 0.015466, 0.061134, -0.049756, -0.033923, -0.001019, 0.027851, 0.045951, 0.010545, 0.003028, 0.010376, -0.011792, 0.020014, -0.026349, 0.000112, 0.011358, -0.028384, -0.006453, 0.003203, -0.029671, 0.016467]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_4_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_4_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.018
	data = [0.978691, 1.008052, 0.991895, 0.988333, 0.994830, 0.987889, 0.996235, 1.019192, 1.013600, 0.984616, 0.998542, 0.971133, 0.974755, 1.011764, 0.982469, 0.979295, 0.975696, 0.996607, 1.011646, 1.037794, 1.005415, 1.014603, 0.974398, 0.992836, 0.998775, 1.026781, 0.978822, 1.008319, 0.984398, 0.999512, 0.981110, 1.001522, 1.062292, 0.983785, 0.977896, 0.985534, 1.015765, 1.027291, 1.007473, 0.979991, 1.000031, 0.997369, 1.002063, 0.992604, 0.985768, 0.997594, 1.024766, 1.003971]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_6_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_6_parameters_weight_"
	shape = [24, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.282


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_7_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_7_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.021
	data = [0.037203, -0.014535, 0.004049, -0.014167, -0.005168, -0.011394, -0.017200, -0.014372, 0.001697, 0.003198, 0.010363, 0.036176, -0.016492, -0.034992, -0.018438, -0.000591, -0.004019, -0.022774, -0.040166, 0.017610, -0.015760, 0.021271, -0.020504, 0.036940]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_7_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_7_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.970
	std = 0.340
	min_val = 0
	data = [1.496172, 0.852277, 1.219995, 1.428654, 0.580738, 0.812018, 0.598898, 1.436724, 0.700011, 1.371387, 0.882395, 0.522374, 0.724878, 0.929164, 1.443441, 0.529547, 0.737499, 1.352793, 0.817373, 0.780698, 1.163914, 0.737061, 0.715245, 1.447239]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_7_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_7_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.021
	data = [0.000937, 0.036403, 0.029141, 0.003560, -0.045076, 0.037307, -0.010773, 0.003482, -0.025891, 0.014024, -0.038195, 0.021076, -0.020946, 0.004502, 0.013597, 0.010577, 0.007084, 0.011610, 0.000738, 0.012461, 0.016795, -0.017640, 0.019301, 0.017377]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_0_modules_layers_modules_7_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_layers_modules_9_modules_0_modules_layers_modules_7_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.007
	std = 0.019
	data = [1.020333, 1.025735, 1.041640, 1.002335, 0.997035, 1.017861, 0.984763, 0.969224, 1.005462, 0.992827, 1.034431, 1.033457, 1.025859, 0.986799, 1.021152, 1.008128, 1.006832, 0.994246, 0.990061, 1.001725, 1.000456, 0.994380, 0.979246, 1.022918]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_0_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_0_parameters_weight_"
	shape = [72, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.164


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_1_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_1_buffers_running_mean_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_1_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_1_buffers_running_var_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.026
	std = 0.296
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_1_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_1_parameters_bias_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_1_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_1_parameters_weight_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_3_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_3_parameters_weight_"
	shape = [72, 1, 5, 5]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.034


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_4_buffers_running_mean_:
	name = "in_21"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_4_buffers_running_mean_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_4_buffers_running_var_:
	name = "in_22"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_4_buffers_running_var_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.027
	std = 0.281
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_4_parameters_bias_:
	name = "in_23"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_4_parameters_bias_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_4_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_4_parameters_weight_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_6_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_6_parameters_weight_"
	shape = [24, 72, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.296


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_7_buffers_running_mean_:
	name = "in_26"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_7_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.019
	data = [0.003468, 0.018104, 0.012144, -0.022259, 0.014971, -0.003785, -0.005745, 0.022283, -0.020574, 0.035511, 0.026360, -0.008371, 0.010154, 0.016198, 0.011668, -0.017275, -0.005336, 0.031611, -0.018322, 0.019714, -0.018132, 0.005142, 0.045441, -0.013672]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_7_buffers_running_var_:
	name = "in_27"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_7_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.957
	std = 0.334
	min_val = 0
	data = [0.560847, 1.490330, 1.311302, 1.465339, 1.106824, 0.531484, 1.048825, 0.681816, 1.326832, 0.598538, 0.903547, 0.629368, 0.728506, 1.117535, 0.692706, 1.390658, 0.561603, 0.859659, 0.534978, 1.462777, 0.991387, 1.285400, 0.860288, 0.824614]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_7_parameters_bias_:
	name = "in_28"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_7_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.016
	data = [-0.011017, 0.001838, -0.005258, -0.023014, 0.016292, 0.023122, 0.035045, -0.016429, 0.001071, -0.007410, 0.005301, 0.003269, -0.015032, 0.005705, 0.008408, 0.023835, -0.001599, 0.024079, 0.037976, 0.030989, 0.004192, 0.000910, 0.003254, -0.001170]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_1_modules_layers_modules_7_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_layers_modules_9_modules_1_modules_layers_modules_7_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.026
	data = [1.027345, 1.044026, 1.002817, 1.014435, 1.029343, 0.970919, 0.967326, 0.985169, 1.010348, 1.042406, 1.018283, 1.008068, 0.992105, 0.989536, 1.000123, 0.948913, 0.953884, 0.982483, 0.985903, 1.015854, 0.989641, 1.038089, 0.977612, 1.014827]


class Program_weight_tensor_meta_input_34:
	name = "in_30"
	original_name = "input_34"
	shape = [2, 16, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.035
	std = 0.163

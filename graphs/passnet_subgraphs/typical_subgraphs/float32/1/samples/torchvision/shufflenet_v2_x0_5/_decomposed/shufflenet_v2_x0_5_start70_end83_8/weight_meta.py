class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_0_parameters_weight_"
	shape = [48, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.186


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.021
	data = [-0.023510, 0.016373, 0.006963, 0.021288, -0.015289, -0.020256, -0.013063, 0.031917, -0.011171, -0.031032, -0.031073, -0.013146, -0.009209, -0.001102, 0.016756, -0.068314, 0.038361, 0.007839, 0.003840, -0.019709, -0.002527, 0.003289, 0.004695, 0.001402, -0.013280, -0.041159, 0.005605, 0.015001, -0.012914, -0.011781, -0.005526, 0.017141, -0.015254, -0.012809, 0.023797, -0.004396, -0.009178, -0.003079, 0.035249, -0.015310, 0.007116, -0.031839, 0.013620, 0.014228, -0.004383, 0.022357, -0.028780, 0.007299]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.953
	std = 0.284
	min_val = 0
	data = [1.211916, 0.907488, 0.942291, 1.456358, 0.601894, 0.652113, 0.814133, 1.095073, 0.853235, 1.157138, 0.769319, 1.185512, 0.533654, 1.018939, 1.265151, 1.086926, 0.779888, 0.813540, 1.108880, 0.654952, 0.611709, 0.993528, 0.573345, 1.111992, 0.669593, 1.276225, 1.291665, 1.403756, 0.681869, 1.023340, 1.464053, 0.875014, 1.178492, 1.271196, 1.017263, 0.824614, 1.130561, 1.136446, 0.613260, 0.817604, 0.578980, 0.577306, 1.367915, 1.351495, 0.659272, 0.516672, 0.593951, 1.237289]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.024
	data = [0.033676, 0.020213, 0.012438, 0.045694, 0.031498, -0.006210, 0.029914, 0.020067, -0.028750, 0.000862, -0.032911, -0.029293, 0.007003, -0.002118, -0.014810, 0.023154, 0.028868, 0.003968, -0.022104, -0.040742, 0.042575, -0.004089, 0.009369, 0.024073, 0.006271, 0.031707, 0.017581, 0.055000, -0.010406, -0.045816, -0.019307, -0.037877, -0.006918, 0.012404, 0.013845, 0.014899, -0.018600, -0.013697, 0.012600, 0.038896, 0.007767, 0.017691, -0.022116, -0.023948, 0.028039, 0.009946, 0.013598, 0.022171]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.005
	std = 0.021
	data = [0.969627, 1.024010, 0.991097, 1.000994, 0.996528, 1.015340, 1.012360, 1.055798, 1.008651, 1.042609, 1.051000, 1.005985, 0.988325, 1.006510, 1.002665, 1.002498, 0.970081, 1.000365, 1.006912, 1.000624, 1.008008, 1.008515, 1.016790, 1.024779, 1.010478, 0.966833, 1.010967, 0.972034, 0.960472, 1.024650, 0.989088, 0.998612, 1.014645, 0.996993, 0.985857, 1.009350, 1.005574, 1.026714, 1.023106, 0.998874, 1.008612, 0.981347, 0.969894, 1.002066, 1.030432, 1.007310, 1.028579, 1.007287]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_2_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_2_parameters_weight_"
	shape = [48, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.083


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_3_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_3_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.020
	data = [-0.012820, -0.017808, -0.000857, 0.007629, -0.018048, 0.013188, 0.027499, -0.016700, 0.042694, -0.011212, -0.017802, -0.004884, -0.014141, -0.032061, -0.018031, 0.001178, -0.009014, -0.030318, -0.004146, -0.035785, -0.022524, -0.027150, 0.004209, -0.009049, 0.017653, 0.019093, -0.024931, -0.042335, 0.025889, 0.004847, 0.003863, 0.035150, 0.012084, -0.023559, 0.017667, 0.031624, 0.022650, -0.012127, 0.020789, -0.018061, -0.015144, 0.002116, -0.007916, -0.014092, -0.000984, -0.004247, -0.019467, 0.000681]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_3_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_3_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.994
	std = 0.315
	min_val = 0
	data = [1.163057, 0.766231, 0.602443, 0.616229, 0.524290, 0.886035, 0.570112, 1.388573, 0.582286, 1.381890, 1.108601, 0.640219, 1.426332, 1.166062, 0.959829, 1.396003, 0.579701, 1.360071, 0.956304, 1.014388, 1.182759, 0.795198, 0.993380, 1.360437, 1.199226, 1.241674, 1.427107, 0.677213, 0.908588, 1.435958, 0.822250, 1.142354, 1.198172, 0.546839, 1.006603, 1.461994, 0.915618, 0.510599, 0.544604, 1.076050, 0.841308, 0.666880, 1.406146, 0.717499, 0.639446, 1.339600, 1.379678, 1.171273]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_3_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_3_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.024
	data = [0.016448, 0.018814, -0.044162, 0.008381, -0.004972, -0.026905, -0.005998, -0.043886, -0.006077, -0.004184, 0.013650, -0.002589, 0.024286, 0.049790, -0.014906, -0.034318, 0.027345, 0.044026, 0.002817, 0.014435, 0.029343, -0.029081, -0.032674, -0.014831, 0.021162, -0.031905, 0.012558, -0.030845, 0.004398, 0.017571, -0.001088, -0.008962, 0.023113, 0.026336, -0.021601, -0.012936, 0.023470, 0.007809, -0.022100, 0.016914, -0.009368, -0.012795, 0.001855, 0.024737, 0.060459, -0.009713, 0.004857, -0.003127]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_3_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_3_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.019
	data = [1.016130, 0.996931, 0.994509, 1.005710, 1.020082, 0.976374, 1.033490, 0.964131, 0.974083, 0.983859, 1.042385, 1.007167, 1.006903, 0.996288, 0.996822, 1.024367, 0.977600, 0.990823, 0.974140, 1.021568, 1.002327, 1.005381, 0.962362, 0.989086, 1.004444, 0.994226, 1.013386, 1.029890, 1.000486, 0.990044, 1.014757, 1.025526, 0.996906, 0.994309, 0.987407, 0.995029, 1.016113, 0.977962, 0.985183, 1.016482, 0.980993, 1.013187, 0.986274, 0.994167, 1.037398, 0.977893, 0.997116, 0.993075]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_0_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_0_parameters_weight_"
	shape = [48, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.083


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021
	data = [-0.073132, -0.021232, -0.029269, -0.013153, 0.008460, -0.006215, -0.001546, 0.021153, 0.023866, -0.011147, 0.028420, 0.003000, 0.002517, 0.024714, -0.012012, -0.009209, -0.028594, 0.025607, -0.019445, 0.041166, -0.021585, -0.023235, -0.010705, 0.004931, 0.037685, 0.008160, 0.005896, 0.004503, -0.011202, 0.000125, -0.021670, 0.012019, 0.023338, 0.018671, -0.006280, 0.018506, -0.001902, 0.025982, 0.017129, 0.011892, 0.002133, 0.003040, 0.011855, -0.037719, -0.001366, 0.029389, -0.009174, -0.007584]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.067
	std = 0.312
	min_val = 0
	data = [1.207794, 1.489463, 1.333038, 1.070971, 1.345574, 0.715102, 0.935227, 0.739392, 0.911996, 0.604285, 1.339902, 0.802474, 1.154027, 1.458553, 1.168838, 1.026445, 1.496607, 0.505281, 1.463093, 0.566516, 1.495616, 1.039753, 0.693134, 0.829225, 0.743260, 1.299816, 1.429536, 1.302354, 1.365611, 1.482064, 0.559336, 1.210216, 1.040928, 1.301367, 1.141101, 1.013942, 1.332716, 0.797782, 0.619053, 0.641630, 1.358836, 1.010531, 0.593551, 1.172896, 0.983757, 0.703397, 1.438101, 1.290384]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.015572, 0.020537, 0.012483, 0.005828, 0.011140, -0.014940, 0.001189, 0.022381, 0.000234, 0.000290, -0.014457, -0.004021, -0.017336, 0.024974, -0.016747, 0.004494, -0.016877, 0.017889, 0.004564, 0.003400, 0.015629, -0.010657, -0.018512, -0.004062, 0.009636, 0.009294, -0.017081, -0.031285, -0.003145, 0.018794, -0.002983, -0.002872, 0.074502, 0.034654, -0.014845, 0.002893, 0.006346, 0.012596, -0.009409, 0.004301, -0.008260, -0.036620, -0.000677, 0.007322, -0.000469, -0.009021, -0.044000, 0.029384]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.021
	data = [0.966215, 1.026680, 1.040157, 0.995308, 0.978513, 0.983972, 1.017795, 0.994357, 0.990578, 1.038835, 1.013929, 0.988513, 0.980768, 0.995514, 0.971801, 1.021303, 1.008366, 1.014266, 1.007311, 0.983283, 0.961037, 1.036735, 0.991632, 0.997488, 0.971098, 1.000039, 1.026207, 0.989485, 0.999317, 1.029416, 1.045909, 1.024187, 1.001071, 0.992590, 1.005301, 1.003269, 0.984968, 1.005705, 1.008408, 1.023835, 0.998401, 1.024079, 1.037977, 1.030989, 1.004192, 1.000910, 1.003254, 0.998830]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_3_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_3_parameters_weight_"
	shape = [48, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.017
	std = 0.199


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_4_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_4_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019
	data = [0.027979, -0.018697, -0.009357, -0.007332, -0.020294, 0.000248, -0.022001, -0.005681, 0.035668, -0.009177, -0.009051, 0.003220, 0.015560, 0.011383, 0.028224, -0.002452, -0.004171, -0.012835, 0.005251, 0.014522, -0.012168, -0.008183, -0.026758, 0.030397, -0.004965, 0.016183, -0.020237, 0.019010, 0.038654, 0.000692, 0.013326, 0.001045, 0.020391, 0.001737, -0.006221, 0.022890, -0.004296, 0.019335, -0.024755, -0.035514, -0.027459, -0.035586, -0.002731, 0.005667, 0.006893, -0.006860, -0.006552, 0.030400]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_4_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_4_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.008
	std = 0.281
	min_val = 0
	data = [0.827509, 1.241401, 1.314542, 0.956372, 1.146442, 1.368206, 1.334758, 1.259347, 1.341429, 1.181962, 1.137032, 0.507970, 0.901798, 0.850814, 1.112106, 0.856569, 0.543863, 1.418386, 0.783296, 0.525192, 0.792091, 1.104759, 0.830049, 0.500579, 1.166365, 1.192747, 1.465450, 0.505810, 0.905265, 0.809463, 0.826763, 1.010805, 1.466174, 0.947724, 1.428060, 1.069230, 0.739562, 0.951891, 1.257329, 1.295642, 0.834106, 0.938838, 0.581926, 0.681595, 0.867875, 1.297957, 1.030866, 1.264191]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_4_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_4_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.020
	data = [-0.015401, 0.023468, -0.031921, 0.016167, 0.008330, -0.004519, -0.006434, -0.035673, 0.009364, -0.017746, -0.001655, 0.016284, 0.054116, -0.010645, 0.029999, -0.033607, -0.049758, -0.024372, -0.005132, 0.027945, 0.001803, 0.001715, -0.008914, 0.007159, -0.037413, -0.017104, 0.021368, 0.001921, -0.013685, 0.007978, 0.005157, 0.003980, -0.003168, 0.014781, -0.005012, -0.003948, -0.039720, -0.012597, 0.012215, -0.002831, -0.013660, 0.027711, -0.001633, -0.013340, 0.009219, -0.008040, 0.011267, -0.018669]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_4_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_4_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.966391, 1.023051, 1.036173, 0.968661, 1.027972, 1.005503, 0.993328, 0.986445, 1.025789, 1.009977, 0.989417, 1.002132, 0.980562, 1.004505, 0.987466, 1.033217, 1.003992, 1.019374, 0.989413, 1.033565, 0.982976, 0.958941, 0.972964, 0.999422, 1.016050, 1.005256, 1.013802, 1.007943, 1.011204, 0.997890, 1.005550, 1.020958, 0.962880, 0.985350, 1.017432, 0.984820, 1.032589, 0.953242, 0.994466, 1.005162, 1.011140, 1.031662, 0.991372, 1.007597, 0.983117, 0.999274, 1.001962, 1.019271]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_5_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_5_parameters_weight_"
	shape = [48, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.084


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_6_buffers_running_mean_:
	name = "in_21"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_6_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.020
	data = [-0.004838, -0.009029, 0.008756, 0.002762, -0.043618, -0.021494, 0.007825, 0.002437, 0.006760, 0.025615, 0.002004, -0.018484, -0.002750, 0.011252, -0.006795, 0.000407, -0.008374, 0.038681, -0.001834, -0.027804, 0.000713, -0.003903, -0.022241, -0.000666, 0.028143, -0.011735, 0.027306, 0.019904, 0.017636, -0.002911, 0.047304, -0.001585, -0.050589, 0.003300, 0.034437, -0.015107, 0.001152, 0.004935, -0.004350, 0.031611, 0.030817, 0.009767, 0.014805, -0.012114, 0.000132, -0.031409, -0.011219, 0.016290]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_6_buffers_running_var_:
	name = "in_22"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_6_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.957
	std = 0.259
	min_val = 0
	data = [1.261399, 0.605888, 1.050749, 0.855759, 1.334345, 0.577230, 0.842641, 0.822643, 0.956912, 1.050659, 0.687228, 1.068086, 1.022665, 0.746234, 1.118678, 1.367289, 1.257383, 1.161191, 0.779781, 0.638036, 1.298833, 1.077131, 1.038819, 1.254720, 0.769689, 0.503560, 0.656735, 0.531750, 1.311199, 1.304424, 0.770941, 0.888047, 0.895522, 0.796640, 0.657021, 1.157427, 0.822875, 0.674332, 1.093728, 0.799232, 1.098864, 0.981082, 1.161233, 1.329259, 0.560568, 0.762553, 1.490229, 1.022212]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_6_parameters_bias_:
	name = "in_23"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_6_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.022
	data = [0.022181, 0.022768, 0.007913, 0.009693, 0.028502, -0.044302, -0.005188, -0.012866, -0.032577, 0.005988, 0.009537, 0.001156, -0.019940, 0.001260, 0.041553, -0.023122, -0.016761, 0.000090, -0.001653, -0.022846, 0.010230, 0.005488, -0.025168, 0.015019, -0.004383, 0.012574, -0.030686, -0.013941, 0.004220, 0.010936, -0.020671, -0.038365, 0.005086, -0.032898, -0.008697, -0.042055, 0.039067, -0.009437, 0.030232, -0.002249, 0.017487, 0.000901, -0.009658, 0.036082, -0.005067, 0.025127, 0.010556, 0.029863]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_6_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_6_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.995
	std = 0.019
	data = [0.990579, 0.979061, 1.008510, 0.968969, 1.030002, 0.979910, 0.999743, 0.984225, 1.028985, 1.004640, 0.999878, 0.999540, 1.022362, 1.004685, 0.967375, 1.026003, 1.004784, 0.963176, 0.966102, 0.979714, 0.991087, 0.984908, 1.022822, 0.985736, 1.013954, 0.975766, 0.997208, 0.995822, 1.022738, 0.984306, 1.015652, 0.980506, 1.024113, 1.003678, 1.005538, 0.991696, 1.004620, 1.003661, 0.991645, 0.952787, 0.975554, 0.978612, 0.992000, 0.978031, 0.976885, 0.993454, 1.007536, 1.019926]


class Program_weight_tensor_meta_x_12:
	name = "in_25"
	original_name = "x_12"
	shape = [4, 48, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.019

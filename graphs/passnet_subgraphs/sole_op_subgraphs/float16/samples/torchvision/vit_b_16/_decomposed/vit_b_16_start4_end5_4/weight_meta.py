class Program_weight_tensor_meta_batch_class_token:
	name = "in_0"
	original_name = "batch_class_token"
	shape = [1, 1, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_x_2:
	name = "in_1"
	original_name = "x_2"
	shape = [1, 196, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.021
	std = 0.580

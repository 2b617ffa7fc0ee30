class Program_weight_tensor_meta_L_kwargs_pixel_values_:
	name = "in_0"
	original_name = "L_kwargs_pixel_values_"
	shape = [1, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.501
	std = 0.289
